/**
 * createConfig(): the one webpack factory every app's webpack.config.js calls. Production builds the
 * engine: the app's code, the same for any content, into engine/<app>/files with engine.json
 * naming its page's entry scripts and styles (and, for the shell, the prerender bundle beside it,
 * and engine/node: the Node.js side's modules, builder/webpack/nodeModules.js);
 * `--mode development --env engine` its development build for an owner's `folio start`, into
 * engine/<app>/development with development.json.
 * The site build (builder/site/buildSite.js, no bundler) turns that and content/ into the app's
 * deployable folder. Under `npm start` the dev server makes the site's files itself, from the content
 * as it is now (builder/webpack/siteFiles.js, builder/webpack/liveContent.js): a save builds again only
 * the apps whose part of the content changed (builder/contentUse.js).
 */
const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { APPS, SHARED_DIR, distDir, engineDir } = require('./builder/apps');
const { DEVELOPMENT_FILE, DEVELOPMENT_FILES, ENGINE_FILE, ENGINE_FILES } = require('./builder/site/engine');
const { persistentCache } = require('./builder/webpack/cache');
const { devServer } = require('./builder/webpack/devServer');
const { engineModule } = require('./builder/engineModules');
const { LiveContent } = require('./builder/webpack/liveContent');
const { swcMinimizer } = require('./builder/webpack/minimizer');
const { ShellFirstPlugin } = require('./builder/webpack/shellFirst');
const { remoteContainer } = require('./builder/webpack/federation');
const { precompress } = require('./builder/webpack/plugins');
const { nodeModulesConfig } = require('./builder/webpack/nodeModules');
const { partKitConfig } = require('./builder/webpack/partKit');
const { prerenderConfig } = require('./builder/webpack/prerender');
const { ASSET_FILES, inlineStyleRule, scriptRule, styleRule } = require('./builder/webpack/rules');
const { SiteFilesPlugin } = require('./builder/webpack/siteFiles');

/** The build-time constants of every app (globals.d.ts declares them): the mode, and the app's own switches. Never content. */
function constants({ mode, define }) {
  const values = { __DEV__: mode !== 'production', ...(define ? define({ mode }) : {}) };
  return new DefinePlugin(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)])));
}

/** Writes `file` (engine.json, development.json) beside the app's files: what the site build needs to know of them. */
function engineManifest({ file, prerender }) {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tap('EngineManifest', (compilation) => {
        const files = compilation.entrypoints.get('main').getFiles();
        const engine = { entry: { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) }, prerender: prerender ? 'prerender.js' : null };
        fs.writeFileSync(path.join(compiler.options.output.path, '..', file), `${JSON.stringify(engine, null, 2)}\n`);
      });
    },
  };
}

/**
 * @param {object} options
 * @param {keyof typeof APPS} options.name  the federated container name
 * @param {string} options.dir              the app's folder (pass __dirname)
 * @param {object} options.site             the app's site.config.js (builder/site/appFiles.js): its pages and files made from content
 * @param {Record<string, string>} [options.exposes]  federated modules (remotes)
 * @param {boolean} [options.host]          the shell: loads the remotes at run time (its page holds their addresses)
 * @param {string} [options.prerender]      a module exporting render(): string, the first view of the page (production)
 * @param {(ctx: {mode: string}) => object} [options.define]  extra build-time constants
 * @param {(ctx: {mode: string}) => any[]} [options.plugins]  extra webpack plugins
 */
function createConfig(options) {
  const { name, dir, site: siteConfig, exposes, host = false, prerender, define, plugins } = options;
  return (env = {}, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    // The engine's builds read no content: production's, and (`--env engine`) the development one it
    // ships for an owner's `folio start`. This repository's dev server follows the content live.
    const engine = production || Boolean(env.engine);
    const content = engine ? null : new LiveContent({ app: name });
    const app = APPS[name];
    const hashed = production ? '.[contenthash:8]' : '';
    const withPrerender = Boolean(prerender) && production;
    const alias = { '@portfolio/shared': SHARED_DIR };

    const client = {
      name: 'client',
      mode,
      context: dir,
      entry: './src/index.ts',
      // The development build the engine ships is served, not debugged: no source maps, less than half the size.
      // Not an eval devtool under `npm start`: the page's CSP requires Trusted Types, which refuse eval.
      devtool: production ? 'source-map' : engine ? false : 'cheap-module-source-map',
      output: {
        path: production ? path.join(engineDir(app.dir), ENGINE_FILES) : engine ? path.join(engineDir(app.dir), DEVELOPMENT_FILES) : distDir(app.dir),
        publicPath: 'auto',
        uniqueName: name,
        // Its chunks' URLs pass a policy of its own, named in every CSP (shared/src/security/trustedTypes.ts).
        trustedTypes: { policyName: engineModule('shared/src/security/trustedTypes.ts').webpackPolicy(name) },
        filename: `static/js/[name]${hashed}.js`,
        chunkFilename: `static/js/[name]${hashed}.chunk.js`,
        assetModuleFilename: `static/media/[name]${hashed}[ext]`,
        chunkLoadTimeout: 120000,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias,
      },
      module: {
        rules: [
          scriptRule(production),
          styleRule(),
          inlineStyleRule(),
          { test: ASSET_FILES, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...(engine ? [] : [content.plugin(), new SiteFilesPlugin(siteConfig, content)]),
        ...(engine || host ? [] : [new ShellFirstPlugin({ shellOrigin: `http://localhost:${APPS.shell.devPort}`, contentSaved: () => content.saved })]),
        constants({ mode, define }),
        new MiniCssExtractPlugin({ filename: `static/css/[name]${hashed}.css`, chunkFilename: `static/css/[name]${hashed}.chunk.css` }),
        ...(host ? [] : [remoteContainer(name, exposes)]),
        ...(production ? precompress() : []),
        ...(engine ? [engineManifest({ file: production ? ENGINE_FILE : DEVELOPMENT_FILE, prerender: withPrerender })] : []),
        ...(plugins ? plugins({ mode }) : []),
      ],
      // Under `npm start` the packages are a file of their own, which a content or code edit leaves as
      // it was: a live reload then takes it from the browser's cache (304) with V8's compiled code,
      // instead of fetching and compiling ~3 MB of development bundle again.
      optimization: production ? { minimizer: [swcMinimizer()] } : { splitChunks: { cacheGroups: { packages: { test: /[\\/]node_modules[\\/]/, name: 'packages', chunks: (chunk) => chunk.name === 'main' } } } },
      devServer: devServer({ name, port: app.devPort, host, content }),
      cache: persistentCache(`${name}-${mode}${engine && !production ? '-engine' : ''}`, { development: !production }),
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      // The federation plugin logs a notice about publicPath 'auto' on every production build.
      infrastructureLogging: { level: production ? 'error' : 'info' },
    };

    // The host's production build also builds the engine's Node.js side and the part kit, once for the five apps.
    const configs = [
      ...(withPrerender ? [prerenderConfig({ name, dir, prerender, mode, constants: constants({ mode, define }) })] : []),
      ...(host && production ? [nodeModulesConfig({ mode }), partKitConfig({ mode })] : []),
      client,
    ];
    return configs.length === 1 ? client : configs;
  };
}

module.exports = { createConfig };
