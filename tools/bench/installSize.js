#!/usr/bin/env node
/**
 * node tools/bench/installSize.js: what an owner's first install costs, beside Docusaurus's and a
 * fresh clone of this repository, in one run on one machine. Each install starts from an empty npm
 * cache of its own, so every package is downloaded as on a new machine. It also times `npm create`
 * to the page on screen (`npm start` answering on :3000). Needs the npm registry; this project's
 * packages come from a registry on loopback (tools/release/localRegistry.js), staged from this tree.
 */
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { stage } = require('../release/stage');
const { cleanEnv, startRegistry } = require('../release/localRegistry');

const ROOT = path.join(__dirname, '..', '..');

/** Installed packages: every folder of a node_modules (scoped ones inside their scope) with a package.json. */
function packagesIn(modules) {
  if (!fs.existsSync(modules)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dirs = entry.name.startsWith('@') ? fs.readdirSync(path.join(modules, entry.name)).map((name) => path.join(modules, entry.name, name)) : [path.join(modules, entry.name)];
    for (const dir of dirs) {
      if (!fs.existsSync(path.join(dir, 'package.json'))) continue;
      count += 1 + packagesIn(path.join(dir, 'node_modules'));
    }
  }
  return count;
}

const megabytes = (dir) => Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024;

function timed(command, args, options) {
  const started = process.hrtime.bigint();
  execFileSync(command, args, { stdio: 'ignore', ...options });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function measure(name, dir, seconds) {
  const row = { name, packages: packagesIn(path.join(dir, 'node_modules')), mb: Math.round(megabytes(path.join(dir, 'node_modules'))), seconds: Math.round(seconds * 10) / 10 };
  console.log(`${name.padEnd(44)} ${String(row.packages).padStart(5)} packages ${String(row.mb).padStart(5)} MB ${String(row.seconds).padStart(6)} s`);
  return row;
}

/** Resolves once `url` answers 200, polling. */
async function answered(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'install-size-'));
  const cache = (name) => path.join(work, `cache-${name}`);
  const rows = [];
  const registry = await startRegistry();
  try {
    const staged = stage({ out: path.join(work, 'packages') });
    registry.publish(staged.engine);
    registry.publish(staged.create);
    const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];

    const created = path.join(work, 'created');
    const env = { ...registry.env, npm_config_cache: cache('created') };
    execFileSync('npm', ['create', '@folio-federation@latest', created, '--', '--yes', '--no-install'], { env, stdio: 'ignore' });
    rows.push(measure('created site: npm install', created, timed('npm', ['install', ...quiet], { cwd: created, env })));

    const docusaurus = path.join(work, 'docusaurus');
    // npm_config_yes: npm exec would otherwise ask before fetching create-docusaurus.
    const docEnv = { ...cleanEnv(), npm_config_cache: cache('docusaurus'), npm_config_yes: 'true' };
    execFileSync('npm', ['create', 'docusaurus@latest', docusaurus, 'classic', '--', '--javascript', '--skip-install'], { env: docEnv, stdio: 'ignore' });
    rows.push(measure('npm create docusaurus@latest (classic): npm install', docusaurus, timed('npm', ['install', ...quiet], { cwd: docusaurus, env: docEnv })));

    const clone = path.join(work, 'clone');
    execFileSync('git', ['clone', '--quiet', ROOT, clone]);
    rows.push(measure('fresh clone of this repository: npm ci', clone, timed('npm', ['ci', ...quiet], { cwd: clone, env: { ...cleanEnv(), npm_config_cache: cache('clone') } })));

    // npm create to the page on screen: a new owner's first minutes, from an empty cache too.
    const first = path.join(work, 'first');
    const firstEnv = { ...registry.env, npm_config_cache: cache('first') };
    const started = process.hrtime.bigint();
    execFileSync('npm', ['create', '@folio-federation@latest', first, '--', '--yes'], { env: firstEnv, stdio: 'ignore' });
    const start = spawn('npm', ['start'], { cwd: first, env: firstEnv, stdio: 'ignore', detached: true });
    try {
      await answered('http://localhost:3000/', 300_000);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      console.log(`${'npm create to the page on :3000 (npm start)'.padEnd(44)} ${seconds.toFixed(1)} s`);
      rows.push({ name: 'npm create to the page on screen', seconds: Math.round(seconds * 10) / 10 });
    } finally {
      // The dev servers write their cache until they stop: remove the folder after.
      const stopped = new Promise((resolve) => start.on('exit', resolve));
      process.kill(-start.pid, 'SIGTERM');
      await stopped;
    }
  } finally {
    await registry.stop();
    fs.rmSync(work, { recursive: true, force: true, maxRetries: 5 });
  }
  return rows;
}

main().then(
  (rows) => console.log(JSON.stringify({ date: new Date().toISOString().slice(0, 10), node: process.version, rows })),
  (error) => {
    console.error(`✖ ${error.message}`);
    process.exitCode = 1;
  },
);
