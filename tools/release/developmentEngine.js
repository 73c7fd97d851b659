#!/usr/bin/env node
/**
 * npm run build:engine:development: the engine's development build of each app
 * (webpack --mode development --env engine, into engine/<app>/development), which the package
 * ships for an owner's `folio start` (builder/site/startSite.js). The release builds it beside the
 * production engine; so does build:test, whose browser tests start a created site. Two at a time:
 * more on two cores only makes each slower.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');
const { APPS, ROOT } = require('../../builder/apps');

const WEBPACK = path.join(ROOT, 'node_modules', '.bin', 'webpack');
const AT_ONCE = 2;

function build(app) {
  return new Promise((resolve) => {
    const child = spawn(WEBPACK, ['--mode', 'development', '--env', 'engine'], { cwd: path.join(ROOT, app.dir), stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function buildAll() {
  const queue = Object.values(APPS);
  const codes = [];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let app = queue.shift(); app; app = queue.shift()) codes.push(await build(app));
    }),
  );
  return codes.every((code) => code === 0) ? 0 : 1;
}

buildAll().then((code) => {
  process.exitCode = code;
});
