/**
 * Where each remote lives, and what the page of an app in a build of the four separate dist/
 * folders may therefore reach (its CSP). Where a remote lives is configuration, not code.
 */
const { APPS, REMOTE_NAMES } = require('./apps');
const { cspFor } = require('./hosting/policy');
const { themeStyle } = require('./themeStyle');
const { liveFeedOf, writingRemoteUsed } = require('./writing/writingSnapshot');

/**
 * A remote's address: its REMOTE_*_URL environment variable, else `deploy.remotes` of site.json,
 * else the dev server (development) or the preview origin (production). The value is the folder
 * that holds its mf-manifest.json. (`npm run build:site` replaces these with the relative folders
 * of the one-origin site.)
 */
function remoteBaseUrl(name, mode, site) {
  const app = APPS[name];
  const base =
    process.env[app.urlEnv] ||
    site.deploy.remotes[app.key] ||
    `http://localhost:${mode === 'production' ? app.previewPort : app.devPort}/`;
  return base.endsWith('/') ? base : `${base}/`;
}

/** The remotes the shell's page names: the writing remote only when the site shows a Writing page (a feed, or posts of the owner's own) or pages of the owner's own. */
function shownRemotes(site) {
  return REMOTE_NAMES.filter((name) => name !== 'remote_writing' || writingRemoteUsed(site));
}

/** The remotes the shell's federation runtime loads: container name and manifest URL. */
function federationRemotes(mode, site) {
  return shownRemotes(site).map((name) => ({ name, entry: `${remoteBaseUrl(name, mode, site)}mf-manifest.json` }));
}

/**
 * The CSP of an app's page in a build of the separate dist/ folders, or (`mode: 'development'`)
 * under `npm start`, where the remotes are the development servers (whose live channels the page
 * hears: they are its remotes' origins). A server of a finished build passes what that build
 * decided: `remotes`, those the shell's page names, `liveFeed`, the feed its Writing snapshot reads
 * live (so it never reads the owner's feed again), and `styles`, the hashes of its page's inline
 * styles (the theme it was built with: inlineStyleHashes). `parts`: the owner's parts' entries of the
 * shell's remote map (builder/parts/parts.js), whose hosts and policies its page admits.
 */
function appCsp(name, site, { mode = 'production', remotes = name === 'shell' ? shownRemotes(site) : [], liveFeed = readsFeed(name) ? liveFeedOf(site) : undefined, styles = [themeStyle(site.theme).hash], parts = [] } = {}) {
  return cspFor(name, {
    parts,
    remoteBases: remotes.map((remote) => remoteBaseUrl(remote, mode, site)),
    styles,
    githubApi: process.env.GITHUB_API_URL || site.github.api,
    vitalsEndpoint: site.vitals.endpoint,
    analyticsHost: site.analytics?.host,
    liveFeed,
  });
}

/** The pages the Writing page runs in: the shell's and its own. */
function readsFeed(name) {
  return name === 'shell' || name === 'remote_writing';
}

module.exports = { remoteBaseUrl, federationRemotes, appCsp };
