#!/usr/bin/env node
/**
 * node tools/bench/ownerMachine.js: what an owner's machine spends on a site made by
 * `npm create @folio-federation` against a one-page Astro site and Docusaurus's classic template, in
 * one run: each install from an empty npm cache of its own; then cold builds (no caches, no output)
 * and warm ones, and `npm start` (`astro dev`, `docusaurus start`) to the first page, the sites
 * interleaved, three of each, the median beside the runs. Needs the npm registry; this project's
 * packages come from a registry on loopback (tools/release/localRegistry.js), staged from this tree,
 * so run `npm run build` and `npm run build:engine:development` first.
 */
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { stage } = require('../release/stage');
const { cleanEnv, startRegistry } = require('../release/localRegistry');
const { median } = require('./stats');

const ASTRO = '7.3.5';
const DOCUSAURUS = '3.10.2';
const RUNS = 3;
const QUIET = ['--no-audit', '--no-fund', '--loglevel=error'];

const megabytes = (dir) => Math.round(Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024);
const packages = (dir) => execFileSync('npm', ['ls', '--all', '--parseable'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').length - 1;

function timed(command, args, options) {
  const started = process.hrtime.bigint();
  execFileSync(command, args, { stdio: 'ignore', ...options });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Seconds from the command's start to the first answer of `url`; the command is stopped then. */
async function untilAnswer(command, args, options, url) {
  const started = process.hrtime.bigint();
  const child = spawn(command, args, { ...options, stdio: 'ignore', detached: true });
  try {
    for (const deadline = Date.now() + 300_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (await fetch(url).then((response) => response.ok, () => false)) return Number(process.hrtime.bigint() - started) / 1e9;
    }
    throw new Error(`${url} never answered`);
  } finally {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

/**
 * Each site as an owner would have it: made, then installed from an empty npm cache of its own.
 * `cold`: what a build leaves that the next would reuse (removed before a cold build).
 */
async function makeSites(work) {
  const registry = await startRegistry();
  const folio = { name: 'site', dir: path.join(work, 'site'), cold: ['dist', 'site', 'node_modules/.cache'], start: ['npm', ['start']], url: 'http://localhost:3000/' };
  try {
    const staged = stage({ out: path.join(work, 'packages') });
    registry.publish(staged.engine);
    registry.publish(staged.create);
    const env = { ...registry.env, npm_config_cache: path.join(work, 'cache-site') };
    execFileSync('npm', ['create', '@folio-federation@latest', folio.dir, '--', '--yes', '--no-install'], { env, stdio: 'ignore' });
    folio.install = timed('npm', ['install', ...QUIET], { cwd: folio.dir, env });
  } finally {
    await registry.stop();
  }
  // The GitHub API is not asked: a build must not wait on the network it measures nothing of.
  folio.env = { ...cleanEnv(), GITHUB_API_URL: 'http://127.0.0.1:9' };

  const astro = { name: 'astro', dir: path.join(work, 'astro'), cold: ['dist', 'node_modules/.astro', '.astro'], start: ['npx', ['astro', 'dev', '--port', '4321']], url: 'http://localhost:4321/' };
  fs.mkdirSync(path.join(astro.dir, 'src', 'pages'), { recursive: true });
  fs.writeFileSync(path.join(astro.dir, 'package.json'), JSON.stringify({ name: 'one-page', private: true, type: 'module', scripts: { build: 'astro build', dev: 'astro dev' }, dependencies: { astro: ASTRO } }));
  fs.writeFileSync(path.join(astro.dir, 'src', 'pages', 'index.astro'), '---\nconst name = "Mira Kestrel";\n---\n<html lang="en"><head><meta charset="utf-8" /><title>{name}</title></head><body><h1>{name}</h1><p>Front-end Engineer</p></body></html>\n');
  astro.env = { ...cleanEnv(), npm_config_cache: path.join(work, 'cache-astro'), ASTRO_TELEMETRY_DISABLED: '1' };
  astro.install = timed('npm', ['install', ...QUIET], { cwd: astro.dir, env: astro.env });

  // Docusaurus's classic template as create-docusaurus writes it (JavaScript, its docs and blog pages).
  const docusaurus = { name: 'docusaurus', dir: path.join(work, 'docusaurus'), cold: ['build', '.docusaurus', 'node_modules/.cache'], start: ['npx', ['docusaurus', 'start', '--port', '3005', '--no-open']], url: 'http://localhost:3005/' };
  docusaurus.env = { ...cleanEnv(), npm_config_cache: path.join(work, 'cache-docusaurus'), DOCUSAURUS_TELEMETRY_DISABLED: '1' };
  execFileSync('npx', ['--yes', `create-docusaurus@${DOCUSAURUS}`, 'docusaurus', 'classic', work, '--javascript', '--skip-install'], { cwd: work, env: docusaurus.env, stdio: 'ignore' });
  fs.rmSync(docusaurus.env.npm_config_cache, { recursive: true, force: true });
  docusaurus.install = timed('npm', ['install', ...QUIET], { cwd: docusaurus.dir, env: docusaurus.env });
  return [folio, astro, docusaurus];
}

async function measure() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-machine-'));
  const sites = await makeSites(work);
  const out = Object.fromEntries(sites.map((site) => [site.name, { install: Number(site.install.toFixed(2)), packages: packages(site.dir), MB: megabytes(path.join(site.dir, 'node_modules')), cold: [], warm: [], start: [] }]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const site of sites) {
      for (const folder of site.cold) fs.rmSync(path.join(site.dir, folder), { recursive: true, force: true });
      out[site.name].cold.push(timed('npm', ['run', 'build'], { cwd: site.dir, env: site.env }));
      out[site.name].warm.push(timed('npm', ['run', 'build'], { cwd: site.dir, env: site.env }));
    }
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const site of sites) out[site.name].start.push(await untilAnswer(site.start[0], site.start[1], { cwd: site.dir, env: site.env }, site.url));
  }
  for (const figures of Object.values(out)) {
    for (const key of ['cold', 'warm', 'start']) figures[key] = { median: Number(median(figures[key]).toFixed(2)), runs: figures[key].map((seconds) => Number(seconds.toFixed(2))) };
  }
  fs.rmSync(work, { recursive: true, force: true });
  return out;
}

measure().then(
  (out) => console.log(JSON.stringify(out, null, 1)),
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
