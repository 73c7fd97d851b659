/**
 * The owner's GitHub automation, adapted from the engine's own .github/: deploy to Pages on each
 * push, CI on each push and pull request, a weekly upgrade of the engine as one pull request, and
 * Dependabot for the workflows' actions (not for npm: the upgrade workflow owns the engine's version).
 *
 * They are files, templates/github/, copied as they are: YAML that workflows.test.js validates with
 * @action-validator/core and whose scripts it runs, every action pinned to a full commit SHA with its
 * version in a comment, and kept current by this repository's Dependabot (.github/dependabot.yml)
 * and, once created, by the owner's.
 */
const fs = require('node:fs');
const path = require('node:path');

const TEMPLATES = path.join(__dirname, '..', 'templates', 'github');

/** Where each file goes in the owner's repository, from templates/github/. */
const FILES = ['workflows/deploy-pages.yml', 'workflows/ci.yml', 'workflows/upgrade.yml', 'dependabot.yml'];

/**
 * A part's (--part), from templates/part-github/: deploy to Pages, CI (its test and build), and
 * Dependabot, for its npm packages too (a part has no content to migrate: its packages are updated
 * like any project's). No upgrade workflow.
 */
const PART_TEMPLATES = path.join(__dirname, '..', 'templates', 'part-github');
const PART_FILES = ['workflows/deploy-pages.yml', 'workflows/ci.yml', 'dependabot.yml'];

const read = (templates, files) => files.map((file) => ({ path: `.github/${file}`, text: fs.readFileSync(path.join(templates, file), 'utf8') }));

/** @returns {{ path: string, text: string }[]} */
function githubFiles() {
  return read(TEMPLATES, FILES);
}

/** @returns {{ path: string, text: string }[]} */
function partGithubFiles() {
  return read(PART_TEMPLATES, PART_FILES);
}

module.exports = { githubFiles, partGithubFiles, TEMPLATES, PART_TEMPLATES };
