/**
 * Prerendering: a node bundle of the app's `prerender` module, whose `render()` returns the first
 * view as HTML. It runs before the browser build, which puts that HTML into index.html so the first
 * paint does not wait for JavaScript (the browser then hydrates it).
 */
const crypto = require('node:crypto');
const path = require('node:path');
const { PROJECT, ROOT, SHARED_DIR, cacheDir } = require('../apps');
const { persistentCache } = require('./cache');
const { constants } = require('./plugins');
const { ASSET_FILES, scriptRule } = require('./rules');

/** Where the shell's prerender bundle is built: a cache, not part of any deployable dist. */
function prerenderDir(name) {
  // Inside node_modules, so the bundle's externals (react) resolve; one folder per DIST_ROOT.
  const build = process.env.DIST_ROOT ? crypto.createHash('sha256').update(path.resolve(PROJECT, process.env.DIST_ROOT)).digest('hex').slice(0, 12) : 'dist';
  return path.join(cacheDir('prerender'), build, name);
}

/**
 * The prerender bundle's config. Asset URLs are emitted relative (publicPath ''), so the same HTML
 * works at a domain root or under a sub-path.
 */
function prerenderConfig({ name, dir, prerender, mode, content, define }) {
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
      path: prerenderDir(name),
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
      publicPath: '',
      assetModuleFilename: `static/media/[name]${hashed}[ext]`,
      clean: true,
    },
    // Resolved here: the bundle may be written outside the repository (DIST_ROOT in /tmp), where a
    // bare require('react') would find nothing.
    externals: ['react', 'react-dom', 'react-dom/server', 'react/jsx-runtime'].map((request) => ({
      [request]: `commonjs ${require.resolve(request, { paths: [ROOT] })}`,
    })),
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias },
    module: {
      rules: [
        scriptRule(true),
        { test: /\.css$/, loader: path.join(__dirname, 'ignoreStylesLoader.js') },
        { test: ASSET_FILES, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [constants({ mode, content, define })],
    optimization: { minimize: false },
    stats: 'errors-warnings',
  };
}

/** The first view's HTML in the page's language (its context: build/languages.js) with its content (build/pageContent.js), from the bundle prerenderConfig built. */
function renderPrerendered(name, context, content) {
  const file = path.join(prerenderDir(name), 'prerender.js');
  delete require.cache[require.resolve(file)];
  return require(file).render(context, content);
}

module.exports = { prerenderConfig, renderPrerendered };
