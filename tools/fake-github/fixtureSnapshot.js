#!/usr/bin/env node
/**
 * `npm run fixtures`: regenerates tools/fake-github/fixture-snapshot.json, the Projects snapshot the
 * browser tests build with (PROJECTS_SAMPLE_SNAPSHOT in `npm run build:test`), from the fake GitHub
 * fixtures, offline: what the page would show for them, mapped by the page's own code.
 */
const fs = require('node:fs');
const path = require('node:path');
const { loadContent } = require('../../builder/content');
const { jiti } = require('../jiti');
const { USER, REPOSITORIES } = require('./fixtures');

const FIXTURE_FILE = path.join(__dirname, 'fixture-snapshot.json');
const SAMPLE_TAKEN_AT = '2026-06-30T12:00:00.000Z';

function fixtureSnapshot() {
  const { resolveGitHubConfig } = jiti('./shared/src/content/github.ts');
  const { parseRepositoryPage } = jiti('./remote-projects/src/github/repository.ts');
  const { shownProjects } = jiti('./remote-projects/src/github/projects.ts');
  const config = resolveGitHubConfig(loadContent().github, { GITHUB_USER: USER });
  return { user: USER, takenAt: SAMPLE_TAKEN_AT, items: shownProjects(parseRepositoryPage(REPOSITORIES), config) };
}

if (require.main === module) {
  fs.writeFileSync(FIXTURE_FILE, `${JSON.stringify(fixtureSnapshot(), null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), FIXTURE_FILE)}.`);
}

module.exports = { fixtureSnapshot, FIXTURE_FILE };
