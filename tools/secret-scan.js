#!/usr/bin/env node
/**
 * Scans built output for GitHub tokens: the known token formats, plus the exact value of
 * GITHUB_TOKEN when one is set (the snapshot build may use it; it must never reach a visitor).
 * Usage: node tools/secret-scan.js [dir…]   (default: every app's dist)
 */
const fs = require('node:fs');
const path = require('node:path');
const { APPS } = require('../builder/apps');

const TOKEN_PATTERNS = [
  { name: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}\b/ },
  { name: 'GitHub fine-grained token', pattern: /\bgithub_pat_[A-Za-z0-9_]{40,}\b/ },
];

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Returns one finding per file and kind of secret found; an empty list means clean. */
function scanForSecrets(dirs, { secrets = [] } = {}) {
  const literal = secrets.filter((secret) => typeof secret === 'string' && secret.length >= 8);
  const findings = [];
  let files = 0;
  for (const dir of dirs) {
    for (const file of filesUnder(dir)) {
      files += 1;
      const text = fs.readFileSync(file).toString('latin1');
      for (const { name, pattern } of TOKEN_PATTERNS) if (pattern.test(text)) findings.push({ file, kind: name });
      for (const secret of literal) if (text.includes(secret)) findings.push({ file, kind: 'the value of GITHUB_TOKEN' });
    }
  }
  return { files, findings };
}

function distDirs(root = path.join(__dirname, '..')) {
  return Object.values(APPS)
    .map((app) => path.join(root, app.dir, 'dist'))
    .filter((dir) => fs.existsSync(dir));
}

if (require.main === module) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : distDirs();
  const { files, findings } = scanForSecrets(dirs, { secrets: [process.env.GITHUB_TOKEN] });
  for (const { file, kind } of findings) console.error(`✖ ${path.relative(process.cwd(), file)}: contains ${kind}`);
  console.log(`${files} files scanned in ${dirs.length} folders: ${findings.length ? 'SECRETS FOUND' : 'no secrets'}`);
  process.exit(findings.length ? 1 : 0);
}

module.exports = { scanForSecrets, distDirs };
