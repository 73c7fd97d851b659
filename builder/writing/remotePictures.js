/**
 * A picture a post shows from another host, fetched when the site is built, so the site serves it
 * and no third party sees a visitor. Kept in the media cache by its address: a later build (offline
 * too) has it without asking again. A picture that cannot be had is the post's link to it, with a
 * warning (builder/writing/ownPosts.js).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { mediaCacheDir } = require('../media/images');

/** Long enough for a slow image host, short enough that a build never hangs on a dead one. */
const FETCH_TIMEOUT_MS = 15_000;
/** A picture larger than this is not a post's picture (a build would not keep it in memory). */
const MAX_PICTURE_BYTES = 25 * 1024 * 1024;
const EXTENSIONS = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp', 'image/avif': '.avif', 'image/gif': '.gif', 'image/svg+xml': '.svg' };

/** The fetches of this process, by address: a picture shown by many posts is asked for once. */
const fetching = new Map();
/**
 * Each host's first fetch, as why it could not be reached, or null: a host that cannot be reached
 * (no network, a name that no longer resolves) is tried once, not once for each of its thousand
 * pictures (ruanyf/weekly shows 17,856 from one host). Its other pictures wait for that answer.
 */
const hosts = new Map();
/** Fetches at once: a blog's pictures are many, and its hosts' patience is not. */
const AT_ONCE = 8;
let running = 0;
const waiting = [];

/** `task` when fewer than AT_ONCE run. */
async function inTurn(task) {
  if (running >= AT_ONCE) await new Promise((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** A picture from the network into the media cache; `host`: its host did not answer at all. */
async function download(url, file) {
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'image/avif,image/webp,image/*;q=0.8' } });
  } catch (error) {
    return { problem: error.cause?.code ?? error.message, host: new URL(url).host };
  }
  if (!response.ok) return { problem: `HTTP ${response.status}` };
  const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!EXTENSIONS[type]) return { problem: `it is not a picture (${type || 'no type'})` };
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_PICTURE_BYTES) return { problem: `it is ${Math.round(bytes.length / 1024 / 1024)} MB` };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const kept = `${file}${EXTENSIONS[type]}`;
  const partial = `${kept}.${process.pid}.tmp`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, kept);
  return { file: kept };
}

async function fetchPicture(url) {
  const folder = path.join(mediaCacheDir(), 'remote-pictures');
  const key = crypto.createHash('sha256').update(url).digest('hex').slice(0, 24);
  const kept = fs.existsSync(folder) ? fs.readdirSync(folder).find((name) => name.startsWith(`${key}.`)) : undefined;
  if (kept) return { file: path.join(folder, kept) };
  const { host } = new URL(url);
  const first = hosts.get(host);
  if (!first) {
    const got = inTurn(() => download(url, path.join(folder, key)));
    hosts.set(host, got.then((result) => (result.host ? result.problem : null)));
    return got;
  }
  const unreachable = await first;
  if (unreachable) return { problem: unreachable, host };
  return inTurn(() => download(url, path.join(folder, key)));
}

/**
 * @param {string} src  as the post wrote it: http:, https: or protocol-relative
 * @returns {Promise<{ file: string } | { problem: string, host?: string }>}  the picture's file in the media
 *   cache, or why not (`host`: its host could not be reached at all, a problem of every picture it holds)
 */
function remotePicture(src) {
  const url = src.startsWith('//') ? `https:${src}` : src;
  if (!/^https?:\/\//i.test(url)) return Promise.resolve({ problem: 'not an http(s) address' });
  if (!fetching.has(url)) fetching.set(url, fetchPicture(url));
  return fetching.get(url);
}

module.exports = { remotePicture, FETCH_TIMEOUT_MS };
