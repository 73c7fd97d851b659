/**
 * Prerendering: a node bundle of the app's `prerender` module, whose `render()` returns the first
 * view as HTML. Part of the engine (engine/<app>/prerender.js); the site build runs it to put that
 * HTML into index.html, so the first paint does not wait for JavaScript (the browser then hydrates it).
 */
const path = require('node:path');
const { APPS, SHARED_DIR, engineDir } = require('../apps');
const { persistentCache } = require('./cache');
const { ASSET_FILES, scriptRule } = require('./rules');

/**
 * The prerender bundle's config. Asset URLs are emitted relative (publicPath ''), so the same HTML
 * works at a domain root or under a sub-path.
 */
function prerenderConfig({ name, dir, prerender, mode, constants }) {
  const hashed = '.[contenthash:8]';
  const alias = {
    '@portfolio/shared': SHARED_DIR,
    // Nothing federated renders in the first view; remotes load in the browser after it.
    '@module-federation/enhanced/runtime': path.join(SHARED_DIR, 'src', 'prerender', 'federationRuntimeStub.ts'),
  };
  return {
    name: 'prerender',
    mode,
    context: dir,
    target: 'node',
    cache: persistentCache(`${name}-prerender`),
    entry: prerender,
    devtool: false,
    output: {
      // Beside the app's files, not among them: engine.json names it for the site build.
      path: engineDir(APPS[name].dir),
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
      publicPath: '',
      assetModuleFilename: `static/media/[name]${hashed}[ext]`,
    },
    // Left to Node.js where the bundle runs: from the engine's folder, as the site build requires it,
    // react resolves to the one the pages' code was built against.
    externals: ['react', 'react-dom', 'react-dom/server', 'react/jsx-runtime'],
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias },
    module: {
      rules: [
        scriptRule(true),
        { test: /\.css$/, loader: path.join(__dirname, 'ignoreStylesLoader.js') },
        { test: ASSET_FILES, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [constants],
    optimization: { minimize: false },
    stats: 'errors-warnings',
  };
}

module.exports = { prerenderConfig };
