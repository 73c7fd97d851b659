/**
 * What the service worker knows of one site (shell/src/sw/serviceWorker.ts reads it): the files it
 * precaches, the origins it never caches, and the analytics origin it sends to. Data in its own
 * file beside sw.js, so the worker's code is the same file whatever the content; a content change
 * is a new sw-data.js, which the browser's update check compares as it compares sw.js (the page
 * registers the worker with updateViaCache 'none', so no HTTP cache hides a new one).
 */
const crypto = require('node:crypto');

const SW_DATA_FILE = 'sw-data.js';

/** The global sw-data.js sets, which the worker reads after importScripts. */
const SW_DATA_GLOBAL = '__SW_DATA__';

/** A name with a content hash (static/js/main.1a2b3c4d.js) is its own revision; anything else needs one. */
const HASHED = /\.[0-9a-f]{8}\./;

/**
 * What the home page loads, as the worker precaches it: the page, the web app manifest, the page's
 * entry scripts and styles (the initial ones: chunks loaded later are cached when used), the owner's
 * stylesheet. A file without a hash in its name gets its bytes' hash as revision, so a new page
 * replaces the precached one; a hashed one is taken from the HTTP cache the page just filled.
 * @param {{ url: string, source: string | Buffer }[]} files
 * @returns {{ url: string, revision: string | null }[]}
 */
function precacheEntries(files) {
  return files
    .map(({ url, source }) => ({ url, revision: HASHED.test(url) ? null : crypto.createHash('sha256').update(source).digest('hex').slice(0, 32) }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/**
 * @param {object} site              content/site.json as read (builder/content.js)
 * @param {{ url: string, revision: string | null }[]} precache  precacheEntries()
 * @param {string} [githubApi]       the GitHub API the projects page asks (GITHUB_API_URL in tests)
 */
function serviceWorkerData(site, precache, githubApi = process.env.GITHUB_API_URL || site.github.api) {
  const analyticsOrigin = site.analytics ? new URL(site.analytics.host).origin : null;
  return {
    precache,
    // The projects page's own ETag cache owns the GitHub API; analytics requests are never replayed.
    neverCache: [new URL(githubApi).origin, ...(analyticsOrigin ? [analyticsOrigin] : [])],
    analyticsOrigin,
  };
}

/** What the home page loads of the files the site build makes: the page, the manifest, the owner's stylesheet. */
const PRECACHED = [/^index\.html$/, /^manifest\.webmanifest$/, /^static\/(js|css)\/[^/]+\.(js|css)$/];

/**
 * sw-data.js: the shell's last site build step (builder/site/appFiles.js), in production, over the
 * files made before it and the page's entry scripts and styles (the engine's, content-hashed).
 */
function serviceWorkerDataFiles(build, { files, entry }) {
  if (!build.production) return [];
  const made = files.filter(({ file }) => PRECACHED.some((pattern) => pattern.test(file))).map(({ file, source }) => ({ url: file, source }));
  const engine = [...entry.js, ...entry.css].map((url) => ({ url, source: '' }));
  return [{ file: SW_DATA_FILE, source: serviceWorkerDataScript(serviceWorkerData(build.site, precacheEntries([...made, ...engine]))) }];
}

/** sw-data.js's text: one assignment the worker's importScripts runs. */
function serviceWorkerDataScript(data) {
  return `self.${SW_DATA_GLOBAL}=${JSON.stringify(data)};\n`;
}

module.exports = { SW_DATA_FILE, SW_DATA_GLOBAL, precacheEntries, serviceWorkerData, serviceWorkerDataFiles, serviceWorkerDataScript };
