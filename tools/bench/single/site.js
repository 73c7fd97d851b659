/**
 * The single bundle's one folder (tools/bench/single/dist), as the site build makes an app's: its
 * engine's files (webpack.config.js), the shell's pages and files over them, and every remote's
 * files beside them (music, snapshots, the CV report's checks), with the remotes' content.json
 * merged into one: in one bundle every page reads content.json from the one folder (its public
 * path). A file two of them make (the CV PDF, the owner's stylesheet) is written once.
 */
const fs = require('node:fs');
const path = require('node:path');
const { APPS, ROOT } = require('../../../builder/apps');
const { readContent, readContentFor } = require('../../../builder/content');
const { appFiles } = require('../../../builder/site/appFiles');
const { ENGINE_FILE, ENGINE_FILES, readEngine } = require('../../../builder/site/engine');
const { withPrecompressed } = require('../../../builder/site/precompress');
const { writeFiles } = require('../../../builder/site/writeFiles');
const { SINGLE_ENGINE } = require('./webpack.config');

const DIST = path.join(__dirname, 'dist');

const siteConfig = (name) => require(path.join(ROOT, APPS[name].dir, 'site.config.js'));

/** The remotes' files without their own pages and host files, and their content.json merged. */
async function remoteFiles() {
  const files = new Map();
  let content = { backgrounds: {} };
  const problems = [];
  const read = readContent();
  for (const name of Object.keys(APPS).filter((app) => app !== 'shell')) {
    const made = await appFiles(siteConfig(name), { content: readContentFor(name, read), production: true, entry: { js: [], css: [] } });
    problems.push(...made.errors);
    for (const { file, source } of made.files) {
      if (file === 'content.json') {
        const more = JSON.parse(source);
        content = { ...content, ...more, backgrounds: { ...content.backgrounds, ...more.backgrounds } };
      } else if (!/(^|\/)index\.html$|^_headers$|^nginx\.conf$/.test(file)) files.set(file, source);
    }
  }
  return { files: [...[...files].map(([file, source]) => ({ file, source })), { file: 'content.json', source: JSON.stringify(content) }], problems };
}

async function buildSingle() {
  const engine = JSON.parse(fs.readFileSync(path.join(SINGLE_ENGINE, ENGINE_FILE), 'utf8'));
  // The same first view as the shell's: its prerender bundle, from the shell's engine build.
  const { prerender } = readEngine('shell');
  const shell = await appFiles(siteConfig('shell'), { content: readContentFor('shell'), production: true, entry: engine.entry, prerender });
  const remotes = await remoteFiles();
  const problems = [...shell.errors, ...remotes.problems];
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.message).join('\n'));
  const made = new Map([...remotes.files, ...shell.files].map((entry) => [entry.file, entry]));
  const files = await withPrecompressed([...made.values()]);
  fs.rmSync(DIST, { recursive: true, force: true });
  fs.cpSync(path.join(SINGLE_ENGINE, ENGINE_FILES), DIST, { recursive: true });
  writeFiles(DIST, files);
}

if (require.main === module) {
  buildSingle().catch((error) => {
    console.error(`✖ build:single: ${error.message}`);
    process.exitCode = 1;
  });
}

module.exports = { buildSingle, remoteFiles };
