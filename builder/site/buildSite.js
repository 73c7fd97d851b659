/**
 * The site build: the engine's built apps (engine/<app>, builder/site/engine.js) and the owner's
 * content/ become each app's deployable folder (dist/<app>, builder/apps.js distDir): the engine's
 * files as they are, and what the content makes (builder/site/appFiles.js). No bundler, no compiler:
 * what an owner's `folio build` runs. A problem of the content (a CV that loses text, a strict
 * media problem) fails the app's build with its message, and its folder is left as it was.
 *
 *   node builder/site/buildSite.js [shell|cv|projects|music|writing …]   (default: every app)
 */
// React's production build for the prerender (the shell's first view, each post's document): its
// development build checks every element, which made a thousand posts' documents take twice as long.
process.env.NODE_ENV ??= 'production';
const fs = require('node:fs');
const path = require('node:path');
const { APPS, ROOT, distDir } = require('../apps');
const { exitOnContentError, readContent, readContentFor } = require('../content');
const { appFiles } = require('./appFiles');
const { ENGINE_FILE, readEngine } = require('./engine');
const { withPrecompressed } = require('./precompress');
const { writeFiles } = require('./writeFiles');

/**
 * One app's folder. Prints what the build says (the CV report, media lines), its warnings and errors.
 * @param {keyof typeof APPS} name
 * @param {object} read  the content as builder/content.js readContent read it, once for every app
 * @returns {Promise<boolean>} whether it was written
 */
async function buildApp(name, read) {
  const { dir } = APPS[name];
  const engine = readEngine(name);
  const config = require(path.join(ROOT, dir, 'site.config.js'));
  const content = readContentFor(name, read);
  const made = await appFiles(config, { content, production: true, entry: engine.entry, prerender: engine.prerender, posts: engine.posts });
  for (const line of made.lines) console.log(line);
  for (const warning of made.warnings) console.warn(`WARNING in ${dir}: ${warning.message}`);
  for (const error of made.errors) console.error(`ERROR in ${dir}: ${error.message}`);
  if (made.errors.length > 0) {
    console.error(`✖ ${dir}: not written (${made.errors.length} error${made.errors.length === 1 ? '' : 's'})`);
    return false;
  }
  const files = await withPrecompressed(made.files);
  const out = distDir(dir);
  fs.rmSync(out, { recursive: true, force: true });
  fs.cpSync(engine.files, out, { recursive: true, filter: (source) => path.basename(source) !== ENGINE_FILE });
  writeFiles(out, files);
  return true;
}

/**
 * @param {(keyof typeof APPS)[]} [names]  the apps to build (every app by default)
 * @returns {Promise<number>} the exit code
 */
async function buildSite(names = Object.keys(APPS)) {
  const read = exitOnContentError(readContent);
  // Side by side: much of an app's build is image encoding and file writing, off the main thread.
  // Each app prints its lines in one piece when it is done.
  const built = await Promise.all(
    names.map((name) =>
      buildApp(name, read).catch((error) => {
        console.error(`✖ ${APPS[name].dir}: ${error.message}`);
        return false;
      }),
    ),
  );
  return built.every(Boolean) ? 0 : 1;
}

/** An app as the command line names it: shell, cv, projects, music, writing (or remote_cv…). */
function appNamed(word) {
  const found = Object.entries(APPS).find(([name, app]) => name === word || app.dir === word || app.key === word);
  if (!found) throw new Error(`no app "${word}" (shell, cv, projects, music, writing)`);
  return found[0];
}

if (require.main === module) {
  buildSite(process.argv.length > 2 ? process.argv.slice(2).map(appNamed) : undefined).then((code) => {
    process.exitCode = code;
  });
}

module.exports = { buildSite, appNamed };
