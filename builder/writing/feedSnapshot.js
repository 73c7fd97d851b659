/**
 * The build-time snapshot of the owner's posts (content/site.json `writing`): the feed is fetched
 * once per build process, read by readFeed.js, and its newest posts kept with their covers made
 * web-ready by the image pipeline. A feed that cannot be had (down, an HTTP error, too slow,
 * malformed) is a warning that names the URL and the reason; the last good snapshot of that feed
 * is used instead, and with none the site has no Writing page. Only `npm run build:strict` fails.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { cacheDir } = require('../apps');
const { renderImage } = require('../media/images');
const { readFeed } = require('./readFeed');

const FETCH_TIMEOUT_MS = 10_000;
/** Feeds that carry whole articles run to a few MB; far beyond this is not a feed worth reading. */
const MAX_FEED_BYTES = 20 * 1024 * 1024;
const MAX_COVER_BYTES = 10 * 1024 * 1024;
/** The card's cover, twice its CSS size (320×168) for sharp screens. */
const COVER = { width: 640, height: 336, format: 'webp' };

class FeedError extends Error {
  name = 'FeedError';
}

function writingCacheDir() {
  return process.env.WRITING_CACHE_DIR || cacheDir('portfolio-writing');
}

/** The last good snapshot of `feed` is kept per feed address, so another owner's posts never show. */
function previousFile(feed) {
  return path.join(writingCacheDir(), `${crypto.createHash('sha256').update(feed).digest('hex').slice(0, 16)}.json`);
}

/** `npm run build:strict` (MEDIA_STRICT=1) fails on a feed it cannot read; CI=true alone does not, so a deploy survives a blog outage. */
function isStrict(env = process.env) {
  return env.MEDIA_STRICT === '1' || env.MEDIA_STRICT === 'true';
}

/** The body of `url` as bytes, capped, within the timeout; a FeedError says why not. */
async function download(url, { fetch, timeoutMs, maxBytes, headers = {} }) {
  let response;
  try {
    response = await fetch(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error?.name === 'TimeoutError' || error?.name === 'AbortError';
    throw new FeedError(timedOut ? `no answer in ${timeoutMs / 1000} s` : `network error (${error?.cause?.code || error?.message})`);
  }
  if (!response.ok) throw new FeedError(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new FeedError(`larger than ${maxBytes / 1024 / 1024} MB`);
  const chunks = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > maxBytes) throw new FeedError(`larger than ${maxBytes / 1024 / 1024} MB`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError(error?.name === 'TimeoutError' ? `no answer in ${timeoutMs / 1000} s` : `the answer broke off (${error?.message})`);
  }
  return { bytes: Buffer.concat(chunks), response };
}

/**
 * The feed's text in the encoding it declares (its Content-Type charset, else its XML declaration),
 * UTF-8 otherwise: an ISO-8859-1 blog must not lose its accents.
 */
function decode(bytes, contentType) {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? /^\s*<\?xml[^>]*encoding=["']([\w-]+)["']/.exec(bytes.subarray(0, 200).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * `live`: where the page may read the feed again on each visit, when its server lets any page read
 * it (Access-Control-Allow-Origin: *). The address it ended at after redirects, so the CSP that
 * lets the page reach it (builder/hosting/policy.js) names the origin the answer comes from.
 */
function liveAddress(response) {
  const address = response.url && /^https?:/.test(response.url) ? response.url : null;
  return address && response.headers.get('access-control-allow-origin')?.trim() === '*' ? { live: address } : {};
}

/** The cover of a post, fetched and made web-ready; null (with a warning) when it can't be. */
async function makeCover(url, { fetch, timeoutMs, warn }) {
  try {
    const { bytes } = await download(url, { fetch, timeoutMs, maxBytes: MAX_COVER_BYTES });
    const image = await renderImage(bytes, COVER);
    const name = `covers/${crypto.createHash('sha256').update(image).digest('hex').slice(0, 16)}.webp`;
    return { name, image };
  } catch (error) {
    warn(`Writing: the cover ${url} is left out (${error.message}).`);
    return null;
  }
}

/**
 * @param {object} options
 * @param {{ feed: string, limit: number }} options.writing  content/site.json `writing`
 * @param {typeof fetch} [options.fetch]
 * @param {number} [options.timeoutMs]
 * @param {(line: string) => void} [options.log]
 * @param {(line: string) => void} [options.warn]
 * @returns {Promise<{ snapshot: object | null, covers: { name: string, image: Buffer }[], source: 'live' | 'previous' | 'none', problem?: string }>}
 */
async function takeWritingSnapshot({ writing, fetch = globalThis.fetch, timeoutMs = FETCH_TIMEOUT_MS, log = console.log, warn = console.warn }) {
  const { feed, limit } = writing;
  let problem;
  try {
    const { bytes, response } = await download(feed, { fetch, timeoutMs, maxBytes: MAX_FEED_BYTES, headers: { Accept: 'application/rss+xml, application/atom+xml, application/feed+json, application/json, application/xml, text/xml;q=0.9, */*;q=0.5' } });
    let read;
    try {
      read = readFeed(decode(bytes, response.headers.get('content-type')), { limit, baseUrl: response.url || feed });
    } catch (error) {
      throw new FeedError(error.message);
    }
    for (const { item, reason } of read.skipped) warn(`Writing: ${feed}: skipped ${item} (${reason}).`);
    const covers = [];
    const posts = await Promise.all(
      read.posts.map(async ({ cover, ...post }) => {
        const made = cover ? await makeCover(cover, { fetch, timeoutMs, warn }) : null;
        if (made) covers.push(made);
        return made ? { ...post, cover: made.name } : post;
      }),
    );
    const snapshot = { feed, takenAt: new Date().toISOString(), limit, ...liveAddress(response), posts };
    log(`Writing: ${posts.length} posts from ${feed} (${read.format})${snapshot.live ? '; its server allows pages to read it, so the page reads it live on each visit' : ''}.`);
    remember(feed, snapshot, covers);
    return { snapshot, covers, source: 'live' };
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    problem = `${feed} could not be read: ${error.message}`;
  }
  if (isStrict()) throw new FeedError(`Writing: ${problem}.`);
  const previous = recall(feed);
  if (previous) {
    warn(`Writing: ${problem}; showing the posts read ${previous.snapshot.takenAt}.`);
    return { ...previous, source: 'previous', problem };
  }
  warn(`Writing: ${problem}, and no earlier read of it is kept: the site has no Writing page until it can be read.`);
  return { snapshot: null, covers: [], source: 'none', problem };
}

function remember(feed, snapshot, covers) {
  const file = previousFile(feed);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const kept = { snapshot, covers: covers.map(({ name, image }) => ({ name, image: image.toString('base64') })) };
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(kept));
  fs.renameSync(partial, file);
}

function recall(feed) {
  try {
    const { snapshot, covers } = JSON.parse(fs.readFileSync(previousFile(feed), 'utf8'));
    return { snapshot, covers: covers.map(({ name, image }) => ({ name, image: Buffer.from(image, 'base64') })) };
  } catch {
    return null;
  }
}

module.exports = { takeWritingSnapshot, FeedError, FETCH_TIMEOUT_MS, COVER };
