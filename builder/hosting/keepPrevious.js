#!/usr/bin/env node
/**
 * npm run keep-previous -- <previous deploy folder> <new site folder>
 *
 * Hosts that replace the whole site on each deploy (GitHub Pages, Netlify, Cloudflare Pages) delete
 * the hashed chunks the previous deploy's pages and manifests name, while visitors still have those
 * pages open. This copies the previous deploy's hashed files (any `static/` folder) that the new
 * build lacks into it, for a week after they were first left behind, then makes the previous-deploy
 * folder a copy of the result for the next run. The ledger of when each file was left behind lives
 * in that folder only, never in the published site.
 */
const fs = require('node:fs');
const path = require('node:path');

const KEEP_DAYS = 7;
const LEDGER = '.left-behind.json';

function hashedFiles(dir, relative = '') {
  const here = path.join(dir, relative);
  if (!fs.existsSync(here)) return [];
  return fs.readdirSync(here, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) return hashedFiles(dir, file);
    return /(^|\/)static\//.test(file) ? [file] : [];
  });
}

function readLedger(previousDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(previousDir, LEDGER), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * @returns {{ kept: string[], dropped: string[] }} the files carried over, and those now older than a week
 */
function keepPrevious({ previousDir, siteDir, now = Date.now(), keepDays = KEEP_DAYS }) {
  const ledger = readLedger(previousDir);
  const current = new Set(hashedFiles(siteDir));
  const nextLedger = {};
  const kept = [];
  const dropped = [];
  for (const file of hashedFiles(previousDir)) {
    if (current.has(file)) continue;
    const leftAt = typeof ledger[file] === 'number' ? ledger[file] : now;
    if (now - leftAt > keepDays * 24 * 3600 * 1000) {
      dropped.push(file);
      continue;
    }
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.copyFileSync(path.join(previousDir, file), path.join(siteDir, file));
    nextLedger[file] = leftAt;
    kept.push(file);
  }
  fs.rmSync(previousDir, { recursive: true, force: true });
  fs.cpSync(siteDir, previousDir, { recursive: true });
  fs.writeFileSync(path.join(previousDir, LEDGER), JSON.stringify(nextLedger, null, 2));
  return { kept, dropped };
}

if (require.main === module) {
  const [previousDir, siteDir] = process.argv.slice(2);
  if (!previousDir || !siteDir || !fs.existsSync(siteDir)) {
    console.error('✖ usage: npm run keep-previous -- <previous deploy folder> <new site folder (exists)>');
    process.exit(1);
  }
  const { kept, dropped } = keepPrevious({ previousDir, siteDir });
  console.log(`Kept ${kept.length} hashed file(s) of earlier deploys; dropped ${dropped.length} older than ${KEEP_DAYS} days.`);
}

module.exports = { keepPrevious, KEEP_DAYS };
