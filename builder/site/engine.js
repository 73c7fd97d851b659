/**
 * An app as the engine build left it (webpack.common.js): engine/<app>/files, its code, deployed as
 * it is; engine.json, the page's entry scripts and styles; for a prerendered app, prerender.js; and
 * engine/<app>/development with development.json, the development build `folio start` serves.
 */
const fs = require('node:fs');
const path = require('node:path');
const { APPS, engineDir } = require('../apps');

const ENGINE_FILE = 'engine.json';
const ENGINE_FILES = 'files';
/** The development build (with the live client), for an owner's `folio start` (builder/site/startSite.js). */
const DEVELOPMENT_FILE = 'development.json';
const DEVELOPMENT_FILES = 'development';

/** An app's engine build, as `manifest` (engine.json, development.json) describes the files in `files`. */
function readBuild(name, manifest, files) {
  const dir = engineDir(APPS[name].dir);
  const file = path.join(dir, manifest);
  if (!fs.existsSync(file)) {
    throw new Error(`${APPS[name].dir} has no engine build (${file} is missing). In the engine's repository, run npm run build; an installed @folio-federation/core ships it.`);
  }
  const engine = JSON.parse(fs.readFileSync(file, 'utf8'));
  const bundle = engine.prerender ? path.join(dir, engine.prerender) : null;
  return {
    files: path.join(dir, files),
    entry: engine.entry,
    prerender: bundle ? (context, content) => require(bundle).render(context, content) : null,
    // The shell's: one of the owner's posts or pages as its own document, and a body for the Atom feed.
    posts: bundle
      ? {
          render: (context, content, place, post, base) => require(bundle).renderEntry(context, content, place, post, base),
          html: (post, base) => require(bundle).postHtml(post, base),
        }
      : null,
  };
}

/**
 * @param {keyof typeof APPS} name
 * @returns {{ files: string, entry: { js: string[], css: string[] }, prerender: null | ((context: object, content: object) => string), posts: null | { render: Function, html: Function } }}
 */
function readEngine(name) {
  return readBuild(name, ENGINE_FILE, ENGINE_FILES);
}

/** The development build an owner's `folio start` serves (no prerender: its pages are not). */
function readDevelopmentEngine(name) {
  return { ...readBuild(name, DEVELOPMENT_FILE, DEVELOPMENT_FILES), prerender: null, posts: null };
}

module.exports = { DEVELOPMENT_FILE, DEVELOPMENT_FILES, ENGINE_FILE, ENGINE_FILES, readEngine, readDevelopmentEngine };
