/**
 * engineModule('shared/src/seo/headTags.ts'): one of the engine's TypeScript modules in Node.js
 * (engineNodeModules.js lists them). Where the engine's sources are (its repository), from
 * those sources with jiti: a bundle there may be older than them. In an installed package, which
 * carries no sources, from the engine build's bundle of them (engine/node/modules.js): an owner's
 * install holds no compiler, and their build compiles nothing.
 */
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, SHARED_DIR, engineDir, hasEngineSources } = require('./apps');

const BUNDLE = path.join(engineDir('node'), 'modules.js');

/** From the sources: any module here (builder/engineModules.test.js keeps the calls to the listed ones). */
function fromSources() {
  const { createJiti } = require('jiti');
  const jiti = createJiti(path.join(ROOT, 'package.json'), { alias: { '@portfolio/shared': SHARED_DIR } });
  return (file) => jiti(path.join(ROOT, file));
}

function fromBundle() {
  if (!fs.existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: this engine has no Node.js build (in its repository, run npm run build).`);
  const modules = require(BUNDLE);
  return (file) => modules[file]?.();
}

let load;

/** @param {string} file  the module's path from the engine's root, as engineNodeModules.js names it */
function engineModule(file) {
  load ??= hasEngineSources() ? fromSources() : fromBundle();
  const loaded = load(file);
  if (!loaded) throw new Error(`${file} is not one of the engine's Node.js modules (engineNodeModules.js lists them)`);
  return loaded;
}

module.exports = { engineModule };
