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

/** @returns {{ path: string, text: string }[]} */
function githubFiles() {
  return FILES.map((file) => ({ path: `.github/${file}`, text: fs.readFileSync(path.join(TEMPLATES, file), 'utf8') }));
}

module.exports = { githubFiles, TEMPLATES };
