/**
 * The two hand-written scripts a page runs before its bundles, written into its HTML: the theme
 * script (every page; it blocks the first paint on purpose, so that paint has the visitor's light
 * or dark choice) and the start script (prerendered pages). Inline, not files: as files, each was a
 * request on the way to the first paint (the theme script's blocks it) or, in a lab's simulation
 * of a slow phone, to LCP. The CSP allows exactly these scripts by the sha256 hash of their text
 * (inlineScriptHashes), never 'unsafe-inline'. They are minified where their sources are (the
 * engine's repository); an installed engine carries them minified by its build (engine/node).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { SHARED_DIR, engineDir, hasEngineSources } = require('../apps');

const SOURCES = {
  theme: path.join(SHARED_DIR, 'src', 'theme', 'themeInit.js'),
  start: path.join(SHARED_DIR, 'src', 'prerender', 'startAfterFirstPaint.js'),
};
const INLINE_SCRIPTS_FILE = 'inlineScripts.json';

/** Both scripts, minified from their sources (terser: the engine's repository only). */
function minifiedInlineScripts() {
  const { minify_sync } = require('terser');
  return Object.fromEntries(
    Object.entries(SOURCES).map(([name, file]) => {
      const { code } = minify_sync(fs.readFileSync(file, 'utf8'), { format: { comments: false } });
      if (/<\/script/i.test(code)) throw new Error(`${file} can't be inlined: it contains "</script"`);
      return [name, code];
    }),
  );
}

let made;

/**
 * A script's text as the page carries it, minified, and the CSP source that allows it.
 * @param {'theme' | 'start'} name
 * @returns {{ code: string, hash: string }}
 */
function inlineScript(name) {
  if (!made) {
    const scripts = hasEngineSources() ? minifiedInlineScripts() : JSON.parse(fs.readFileSync(path.join(engineDir('node'), INLINE_SCRIPTS_FILE), 'utf8'));
    made = Object.fromEntries(Object.entries(scripts).map(([script, code]) => [script, { code, hash: sha256Source(code) }]));
  }
  return made[name];
}

function sha256Source(code) {
  return `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;
}

/** The CSP sources of both scripts, for every app's page. */
function inlineScriptHashes() {
  return Object.keys(SOURCES).map((name) => inlineScript(name).hash);
}

/** The scripts an HTML page runs inline (not JSON data blocks), as written. */
function inlineScriptsOf(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes, code]) => code.trim() && !/\bsrc=/i.test(attributes) && !/\btype="?application\/(ld\+)?json/i.test(attributes)).map(([, , code]) => code);
}

/** The <style> elements of an HTML page, as written. */
function inlineStylesOf(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => css);
}

/** The CSP sources of a built page's inline styles: what a server of that build allows. */
function inlineStyleHashes(html) {
  return inlineStylesOf(html).map(sha256Source);
}

/** The sources a CSP's directive lists. */
function sourcesOf(csp, directive) {
  const found = csp.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === directive);
  return new Set(found ? found.slice(1) : []);
}

/**
 * Each inline script and style of each page must be one the app's CSP (`csp`, as its pages and
 * host files carry it) allows, else the browser would refuse it: a build error, not a broken site.
 * @param {{ file: string, source: string | Buffer }[]} pages
 * @returns {string[]}  one problem per refused script or style
 */
function inlineCodeProblems(pages, csp) {
  return pages.flatMap(({ file, source }) => {
    const html = source.toString();
    const checks = [
      ['script', inlineScriptsOf(html), sourcesOf(csp, 'script-src')],
      ['style', inlineStylesOf(html), sourcesOf(csp, 'style-src')],
    ];
    return checks.flatMap(([kind, texts, allowed]) =>
      texts.filter((code) => !allowed.has(sha256Source(code))).map((text) => `${file}: an inline ${kind} the CSP does not allow (changed after its hash was taken?): ${text.slice(0, 80)}`),
    );
  });
}

module.exports = { INLINE_SCRIPTS_FILE, minifiedInlineScripts, inlineScript, inlineScriptHashes, inlineScriptsOf, inlineStylesOf, inlineStyleHashes, inlineCodeProblems };
