#!/usr/bin/env node
/**
 * node tools/release/checkRelease.js <tag>: before the release workflow publishes, the tag must name
 * the version package.json and create/package.json hold (v1.2.0 → 1.2.0), and CHANGELOG.md must
 * have its notes. Says which is wrong, exit code 1.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const versionOf = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')).version;

/** The CHANGELOG.md section of `version`: what follows its "## <version>" heading, up to the next. */
function releaseNotes(changelog, version) {
  const heading = new RegExp(`^## ${version.replaceAll('.', '\\.')}\\b.*$`, 'm');
  const start = changelog.search(heading);
  if (start < 0) return null;
  const body = changelog.slice(start).replace(heading, '');
  const end = body.search(/^## /m);
  return (end < 0 ? body : body.slice(0, end)).trim() || null;
}

/** @returns {string[]} what is wrong with releasing `tag` now */
function releaseProblems(tag, { engine = versionOf('package.json'), create = versionOf('create/package.json'), changelog = fs.readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8') } = {}) {
  const version = tag.replace(/^v/, '');
  return [
    ...(engine === version ? [] : [`the tag ${tag} is not package.json's version (${engine})`]),
    ...(create === version ? [] : [`the tag ${tag} is not create/package.json's version (${create})`]),
    ...(releaseNotes(changelog, version) ? [] : [`CHANGELOG.md has no notes under "## ${version}"`]),
  ];
}

if (require.main === module) {
  const problems = releaseProblems(process.argv[2] ?? '');
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}

module.exports = { releaseNotes, releaseProblems };
