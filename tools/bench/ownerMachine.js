#!/usr/bin/env node
/**
 * node tools/bench/ownerMachine.js: what an owner's machine spends on a site made by
 * `npm create @folio-federation` against a one-page Astro site, in one run: each install from an
 * empty npm cache of its own; then cold builds (no node_modules/.cache) and warm ones, and `npm start`
 * (`astro dev`) to the first page, the two sites interleaved, three of each, the median beside the
 * runs. Needs the npm registry; this project's packages come from a registry on loopback
 * (tools/release/localRegistry.js), staged from this tree, so run `npm run build` and
 * `npm run build:engine:development` first.
 */
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { stage } = require('../release/stage');
const { cleanEnv, startRegistry } = require('../release/localRegistry');
const { median } = require('./stats');

const ASTRO = '7.3.5';
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

async function measure() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-machine-'));
  const out = {};
  const site = path.join(work, 'site');
  const registry = await startRegistry();
  try {
    const staged = stage({ out: path.join(work, 'packages') });
    registry.publish(staged.engine);
    registry.publish(staged.create);
    const env = { ...registry.env, npm_config_cache: path.join(work, 'cache-site') };
    execFileSync('npm', ['create', '@folio-federation@latest', site, '--', '--yes', '--no-install'], { env, stdio: 'ignore' });
    out.siteInstall = timed('npm', ['install', ...QUIET], { cwd: site, env });
  } finally {
    await registry.stop();
  }
  const astro = path.join(work, 'astro');
  fs.mkdirSync(path.join(astro, 'src', 'pages'), { recursive: true });
  fs.writeFileSync(path.join(astro, 'package.json'), JSON.stringify({ name: 'one-page', private: true, type: 'module', scripts: { build: 'astro build', dev: 'astro dev' }, dependencies: { astro: ASTRO } }));
  fs.writeFileSync(path.join(astro, 'src', 'pages', 'index.astro'), '---\nconst name = "Mira Kestrel";\n---\n<html lang="en"><head><meta charset="utf-8" /><title>{name}</title></head><body><h1>{name}</h1><p>Front-end Engineer</p></body></html>\n');
  const astroEnv = { ...cleanEnv(), npm_config_cache: path.join(work, 'cache-astro'), ASTRO_TELEMETRY_DISABLED: '1' };
  out.astroInstall = timed('npm', ['install', ...QUIET], { cwd: astro, env: astroEnv });
  Object.assign(out, { siteMB: megabytes(path.join(site, 'node_modules')), sitePackages: packages(site), astroMB: megabytes(path.join(astro, 'node_modules')), astroPackages: packages(astro) });

  // The GitHub API is not asked: a build must not wait on the network it measures nothing of.
  const siteEnv = { ...cleanEnv(), GITHUB_API_URL: 'http://127.0.0.1:9' };
  const runs = { siteCold: [], siteWarm: [], astroCold: [], astroWarm: [], siteStart: [], astroStart: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const folder of ['dist', 'node_modules/.cache']) fs.rmSync(path.join(site, folder), { recursive: true, force: true });
    runs.siteCold.push(timed('npm', ['run', 'build'], { cwd: site, env: siteEnv }));
    runs.siteWarm.push(timed('npm', ['run', 'build'], { cwd: site, env: siteEnv }));
    for (const folder of ['dist', 'node_modules/.astro', '.astro']) fs.rmSync(path.join(astro, folder), { recursive: true, force: true });
    runs.astroCold.push(timed('npm', ['run', 'build'], { cwd: astro, env: astroEnv }));
    runs.astroWarm.push(timed('npm', ['run', 'build'], { cwd: astro, env: astroEnv }));
  }
  for (let run = 0; run < RUNS; run += 1) {
    runs.siteStart.push(await untilAnswer('npm', ['start'], { cwd: site, env: siteEnv }, 'http://localhost:3000/'));
    runs.astroStart.push(await untilAnswer('npx', ['astro', 'dev', '--port', '4321'], { cwd: astro, env: astroEnv }, 'http://localhost:4321/'));
  }
  for (const [key, values] of Object.entries(runs)) out[key] = { median: median(values), runs: values.map((seconds) => Number(seconds.toFixed(2))) };
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
