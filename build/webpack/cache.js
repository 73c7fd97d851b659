/**
 * webpack's filesystem cache, when WEBPACK_CACHE_DIR is set: builds that share one checkout but read
 * different content (`npm run build:test`, then the browser tests' builds of other content folders)
 * reuse each other's modules and minified files, about 3× faster after the first. Where an alias
 * points is not seen by the cache's checks, so it names the cache (by file name: the theme's
 * stylesheet is named by its content, in a different folder for each build). The name, not the
 * cache's version: a build with another theme (presentation.test.ts's) gets a cache of its own
 * beside the usual one, where a new version made webpack discard the stored cache, and the next
 * build of the usual theme started cold again (15 s instead of 5 for the CV remote). Loaders that
 * read the content folder name it in their rule's `ident` (build/media/modules.js, remote-cv's CV text).
 */
const path = require('node:path');
const { PROJECT, cacheDir } = require('../apps');
const { contentHash } = require('./html');

/**
 * Where `npm start` keeps its cache unless WEBPACK_CACHE_DIR says otherwise: the dev servers start
 * from it (measured: five servers compiled in 12 s instead of 20). Content edits made while they
 * were stopped still show, as webpack checks every file a module was made from.
 */
const DEV_CACHE_NAME = 'webpack-dev';

/**
 * @param {string} name  the cache's name (app and config)
 * @param {Record<string, string>} alias
 * @param {{ development?: boolean, env?: NodeJS.ProcessEnv }} [options]
 */
function persistentCache(name, alias, { development = false, env = process.env } = {}) {
  // From the project, as DIST_ROOT is: build:test's relative path, read in each app's folder (where
  // npm -w runs its build), made caches of their own that the browser tests' builds never found.
  const dir = env.WEBPACK_CACHE_DIR ? path.resolve(PROJECT, env.WEBPACK_CACHE_DIR) : development ? cacheDir(DEV_CACHE_NAME) : undefined;
  if (!dir) return undefined;
  return {
    type: 'filesystem',
    cacheDirectory: dir,
    name: `${name}-${contentHash(Object.values(alias).map((file) => path.basename(file)).join())}`,
    buildDependencies: { config: [path.join(__dirname, '..', '..', 'webpack.common.js'), __filename] },
  };
}

module.exports = { persistentCache };
