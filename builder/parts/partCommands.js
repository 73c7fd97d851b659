/**
 * The verbs of a part's repository (cli/verbs.js part:*): build, start, test. Each runs in the part's
 * folder, with its own webpack and TypeScript (builder/parts/partProject.js).
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { PROJECT, displayPath } = require('../apps');
const { manifestAdmits } = require('./parts');
const { fromPart, partWebpackConfig, readPartProject, resolveInPart } = require('./partProject');

/** dist/: mf-manifest.json, remoteEntry.js and static/, checked as a site's build checks a part it lists. */
async function buildPart({ dir = PROJECT } = {}) {
  const project = readPartProject(dir);
  const webpack = fromPart(project.dir, 'webpack');
  const out = path.join(project.dir, 'dist');
  const stats = await new Promise((resolve, reject) => webpack(partWebpackConfig(project, { mode: 'production', out })).run((error, result) => (error ? reject(error) : resolve(result))));
  const text = stats.toString({ all: false, errors: true, warnings: true, colors: false }).trim();
  if (stats.hasErrors()) {
    console.error(text);
    return 1;
  }
  if (text) console.warn(text);
  // What a site's build checks of the manifest it lists, checked here first.
  try {
    manifestAdmits(JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')), '');
  } catch (error) {
    console.error(`✖ ${displayPath(out)}/mf-manifest.json: ${error.message}; a site would refuse this part.`);
    return 1;
  }
  console.log(
    [
      `✓ ${project.title} built into ${displayPath(out)} (${stats.endTime - stats.startTime} ms): deploy that folder (its mf-manifest.json, remoteEntry.js and static/).`,
      `  A site lists it in its content/site.json "parts": { "title": ${JSON.stringify(project.title)}, "manifest": "https://<where you deploy it>/mf-manifest.json" }`,
      `  or, to ship it with the site: { "title": ${JSON.stringify(project.title)}, "from": "<this folder, from the site's content/>/dist" }`,
    ].join('\n'),
  );
  return 0;
}

function runNode(args, dir) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: dir, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/** Its types (the part's tsconfig.json, its TypeScript), then its tests (src/**\/*.test.*) with Node.js's test runner. */
async function testPart({ dir = PROJECT } = {}) {
  const project = readPartProject(dir);
  const tsc = resolveInPart(project.dir, 'typescript/bin/tsc');
  const typed = await runNode([tsc, '-p', project.dir, '--noEmit'], project.dir);
  if (typed !== 0) return typed;
  const tests = fs.globSync('src/**/*.test.{ts,tsx,js,jsx,mjs}', { cwd: project.dir });
  if (tests.length === 0) {
    console.log('No tests: a test is a file src/**/*.test.tsx (Node.js test runner, node:test).');
    return 0;
  }
  return runNode(['--import', pathToFileURL(path.join(__dirname, 'tsxHooks.mjs')).href, '--test', ...tests], project.dir);
}

module.exports = { buildPart, testPart };
