#!/usr/bin/env node
/**
 * `npm run snapshot`: refreshes remote-projects/dist/projects-snapshot.json from GitHub without a
 * rebuild (the page fetches it at run time). GITHUB_TOKEN, if set, raises the rate limit; it is sent
 * to the API only and never written anywhere. With no network the committed sample is used.
 *
 * `npm run snapshot -- --write-fixtures` regenerates scripts/fake-github/fixture-snapshot.json (the
 * snapshot the browser tests build with) from the fake GitHub fixtures, offline.
 */
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { jiti, loadContent, ROOT } = require('../webpack.common');
const { githubConfig } = require('../remote-projects/build/githubConfig');
const { takeSnapshot } = require('../remote-projects/build/projectsSnapshot');

const DIST_FILE = path.join(ROOT, 'remote-projects', 'dist', 'projects-snapshot.json');
const FIXTURE_FILE = path.join(__dirname, 'fake-github', 'fixture-snapshot.json');
const SAMPLE_TAKEN_AT = '2026-06-30T12:00:00.000Z';

/** What the page would show for the fake server's fixtures, as the sample owner's pages host sees it. */
function fixtureSnapshot() {
  const { USER, REPOSITORIES } = require('./fake-github/fixtures');
  const { parseRepositoryPage } = jiti('./remote-projects/src/github/repository.ts');
  const { shownProjects } = jiti('./remote-projects/src/github/projects.ts');
  const config = githubConfig(loadContent(), { GITHUB_USER: USER });
  return { user: USER, takenAt: SAMPLE_TAKEN_AT, items: shownProjects(parseRepositoryPage(REPOSITORIES), config) };
}

function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

async function main() {
  const { values } = parseArgs({ options: { 'write-fixtures': { type: 'boolean', default: false } } });
  if (values['write-fixtures']) {
    writeJson(FIXTURE_FILE, fixtureSnapshot());
    console.log(`Wrote ${path.relative(process.cwd(), FIXTURE_FILE)}.`);
    return;
  }
  const { snapshot } = await takeSnapshot({ config: githubConfig(loadContent()), token: process.env.GITHUB_TOKEN });
  if (!snapshot) return;
  writeJson(DIST_FILE, snapshot);
  console.log(`Wrote ${path.relative(process.cwd(), DIST_FILE)} (${snapshot.items.length} projects, taken ${snapshot.takenAt}).`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = { fixtureSnapshot, FIXTURE_FILE };
