/**
 * The writing snapshot as webpack configs need it: at once, when the config is made, because it
 * decides what the shell shows (a Writing button, the remote in its map) as much as what the remote
 * emits. The feed is read in a child process (takeSnapshot.js) so the config can wait for it; each
 * build process reads a feed once.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { engineModule } = require('../engineModules');
const { hasOwnPosts, ownPageEntries } = require('./ownPosts');

const CLI = path.join(__dirname, 'takeSnapshot.js');
const taken = new Map();

/**
 * @param {object} site  content/site.json, parsed
 * @returns {{ snapshot: object | null, covers: { name: string, image: Buffer }[], source: string, problem?: string, report: string, warnings: string[] } | null}
 *   null when the site has no `writing`
 */
function writingSnapshot(site) {
  if (!site.writing) return null;
  const key = JSON.stringify(site.writing);
  if (!taken.has(key)) taken.set(key, takeInChild({ writing: site.writing }));
  return taken.get(key);
}

function takeInChild(request) {
  let output;
  try {
    output = execFileSync(process.execPath, [CLI, JSON.stringify(request)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    throw new Error(String(error.stderr || error.message).trim());
  }
  const { covers, ...result } = JSON.parse(output);
  return { ...result, covers: covers.map(({ name, image }) => ({ name, image: Buffer.from(image, 'base64') })) };
}

/**
 * Whether the shell shows the Writing page: the owner set a feed and the build has its posts, or
 * they have posts of their own (content/posts/).
 */
function writingShown(site) {
  return Boolean(writingSnapshot(site)?.snapshot) || hasOwnPosts();
}

/** Whether the site loads the Writing remote: for its Writing page, or for the owner's own pages (content/pages/), which it shows. */
function writingRemoteUsed(site) {
  return writingShown(site) || ownPageEntries().length > 0;
}

/** The address the Writing page reads the feed at live, if its server allows it (feedSnapshot.js `live`). */
function liveFeedOf(site) {
  return writingSnapshot(site)?.snapshot?.live;
}

/**
 * The same, from a finished build of the writing remote (its dist folder): what a server of built
 * output puts in its CSP, without reading the feed again.
 */
function builtLiveFeed(writingDist) {
  try {
    const { live } = JSON.parse(fs.readFileSync(path.join(writingDist, snapshotFile()), 'utf8'));
    return typeof live === 'string' ? live : undefined;
  } catch {
    return undefined;
  }
}

/** The snapshot's file name, as the page that fetches it names it. */
function snapshotFile() {
  return engineModule('shared/src/contract.ts').WRITING_SNAPSHOT_FILE;
}

module.exports = { writingSnapshot, writingShown, writingRemoteUsed, liveFeedOf, builtLiveFeed, snapshotFile };
