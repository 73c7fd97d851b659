#!/usr/bin/env node
/**
 * Part of `npm run snapshot`: reads the owner's feed again and writes the writing remote's snapshot
 * and covers into its dist/ (DIST_ROOT honoured), without a rebuild: the page fetches that file at
 * run time. Nothing to do for a site without `writing` in site.json.
 */
const fs = require('node:fs');
const path = require('node:path');
const { APPS, distDir, displayPath } = require('../apps');
const { loadContent } = require('../content');
const { takeWritingSnapshot } = require('./feedSnapshot');
const { builtLiveFeed, snapshotFile } = require('./writingSnapshot');
const { originOf } = require('../hosting/policy');

async function main() {
  const site = loadContent();
  if (!site.writing) return console.log('Writing: no "writing" in site.json, so no posts to refresh.');
  const SNAPSHOT_FILE = snapshotFile();
  const { snapshot, covers, source } = await takeWritingSnapshot({ writing: site.writing });
  if (source !== 'live') return;
  const dir = distDir(APPS.remote_writing.dir);
  // The pages' CSP was built for the live address the build saw: a new one would be refused there.
  const built = builtLiveFeed(dir);
  if (snapshot.live && (!built || originOf(built) !== originOf(snapshot.live))) delete snapshot.live;
  fs.mkdirSync(path.join(dir, 'covers'), { recursive: true });
  for (const { name, image } of covers) fs.writeFileSync(path.join(dir, name), image);
  fs.writeFileSync(path.join(dir, SNAPSHOT_FILE), `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(`Wrote ${displayPath(path.join(dir, SNAPSHOT_FILE))} (${snapshot.posts.length} posts, taken ${snapshot.takenAt}).`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
