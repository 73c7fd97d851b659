/**
 * webpack's filesystem cache, when WEBPACK_CACHE_DIR is set: builds that share one checkout but read
 * different content (`npm run build:test`, then the browser tests' builds of other content folders)
 * reuse each other's modules and minified files, about 3× faster after the first. One cache for
 * every content: no module is made from the owner's text, theme or styles (the page carries them),
 * and the media loaders name what they read in their rule's `ident` (builder/media/modules.js).
 */
const path = require('node:path');
const { PROJECT, cacheDir } = require('../apps');

/**
 * Where `npm start` keeps its cache unless WEBPACK_CACHE_DIR says otherwise: the dev servers start
 * from it (measured: five servers compiled in 12 s instead of 20). Content edits made while they
 * were stopped still show, as webpack checks every file a module was made from.
 */
const DEV_CACHE_NAME = 'webpack-dev';

/**
 * @param {string} name  the cache's name (app and config)
 * @param {{ development?: boolean, env?: NodeJS.ProcessEnv }} [options]
 */
function persistentCache(name, { development = false, env = process.env } = {}) {
  // From the project, as DIST_ROOT is: build:test's relative path, read in each app's folder (where
  // npm -w runs its build), made caches of their own that the browser tests' builds never found.
  const dir = env.WEBPACK_CACHE_DIR ? path.resolve(PROJECT, env.WEBPACK_CACHE_DIR) : development ? cacheDir(DEV_CACHE_NAME) : undefined;
  if (!dir) return undefined;
  return {
    type: 'filesystem',
    cacheDirectory: dir,
    name,
    buildDependencies: { config: [path.join(__dirname, '..', '..', 'webpack.common.js'), __filename] },
  };
}

module.exports = { persistentCache };
