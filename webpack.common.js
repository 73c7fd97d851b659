/**
 * createConfig(): the one webpack factory every app's webpack.config.js calls. A composition of the
 * pieces in build/: content is read and validated first (build/webpack/liveContent.js), so a broken
 * config fails every app's build with the file and the field named, before webpack starts; under
 * `npm start` it is read again on each save, and an app builds again when the part it uses
 * (build/contentUse.js) changed.
 */
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { APPS, SHARED_DIR, contentDir, distDir } = require('./build/apps');
const { OWNER_STYLES, ownerStyles } = require('./build/ownerStyles');
const { vitalsPathOf } = require('./build/hosting/vitals');
const { MediaReportPlugin, recordMedia } = require('./build/media/report');
const { remoteContentFiles } = require('./build/remoteContentFiles');
const { appCsp } = require('./build/remotes');
const { persistentCache } = require('./build/webpack/cache');
const { devServer } = require('./build/webpack/devServer');
const { LiveContent } = require('./build/webpack/liveContent');
const { swcMinimizer } = require('./build/webpack/minimizer');
const { ShellFirstPlugin } = require('./build/webpack/shellFirst');
const { remoteContainer } = require('./build/webpack/federation');
const { CheckInlineCodePlugin } = require('./build/webpack/inlineScripts');
const { EmitFilesPlugin, HostFilesPlugin, constants, precompress } = require('./build/webpack/plugins');
const { htmlPages, pagesOf } = require('./build/webpack/pages');
const { prerenderConfig } = require('./build/webpack/prerender');
const { ASSET_FILES, scriptRule, styleRule } = require('./build/webpack/rules');

/** The home picture's files, counted in the build's media line. */
async function pictureFiles(picture, compilation) {
  const { files, report } = await picture();
  recordMedia(compilation, report);
  return files;
}

/**
 * @param {object} options
 * @param {keyof typeof APPS} options.name  the federated container name
 * @param {string} options.dir              the app's folder (pass __dirname)
 * @param {Record<string, string>} [options.exposes]  federated modules (remotes)
 * @param {boolean} [options.host]          the shell: loads the remotes at run time (its page holds their addresses)
 * @param {string} [options.prerender]      a module exporting render(): string, put into index.html (production)
 * @param {(owner: object, t: Function) => string} options.title  the page's title, from the owner's fields and the project's text in the page's language
 * @param {(site: object, pages: object[]) => Promise<{heads: string[], files: object[]}>} [options.sharing]  share and search tags of each page (one per language), and files
 * @param {(ctx: {mode: string, site: object}) => object} [options.define]  extra build-time constants
 * @param {(ctx: {mode: string, site: object, languages: object[]}) => any[]} [options.plugins]  extra webpack plugins
 * @param {boolean} [options.offersCvPdf]   emits the owner's CV PDF, which its pages link to
 * @param {string[]} [options.backgrounds]  a remote's section pages, whose background videos its content.json names
 * @param {{ of: (content: object) => {data: object, files: {file: string, source: Buffer | string}[]}, folders: (content: object) => string[] }} [options.ownContent]
 *   a remote's own part of its content.json made from the content (build/content.js readContent), with the
 *   files it names, and the content folders they are made from (the CV texts): build/remoteContentFiles.js
 */
function createConfig(options) {
  const { name, dir, exposes, host = false, prerender, title, sharing, define, plugins, backgrounds, ownContent, offersCvPdf = false } = options;
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    const content = new LiveContent({ app: name });
    const { site, languages } = content.current;
    const pagesMade = pagesOf({ content, host, production, title, sharing });
    const app = APPS[name];
    const hashed = production ? '.[contenthash:8]' : '';
    const withPrerender = Boolean(prerender) && production;
    const alias = { '@portfolio/shared': SHARED_DIR };
    const csp = production ? appCsp(name, site) : undefined;

    const client = {
      name: 'client',
      dependencies: withPrerender ? ['prerender'] : undefined,
      mode,
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: distDir(app.dir),
        publicPath: 'auto',
        uniqueName: name,
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
          { test: ASSET_FILES, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...(production ? [] : [content.plugin()]),
        ...(production || host ? [] : [new ShellFirstPlugin({ shellOrigin: `http://localhost:${APPS.shell.devPort}`, contentSaved: () => content.saved })]),
        constants({ mode, content, define }),
        new MiniCssExtractPlugin({ filename: `static/css/[name]${hashed}.css`, chunkFilename: `static/css/[name]${hashed}.chunk.css` }),
        ...(host ? [] : [remoteContainer(name, exposes)]),
        ...htmlPages({ name, mode, host, withPrerender, content, pagesMade, csp }),
        new EmitFilesPlugin(async (compilation) => [
          ...(await pagesMade.shared()).files,
          ...(offersCvPdf && content.current.cvPdf ? [content.current.cvPdf] : []),
          ...(backgrounds ? remoteContentFiles({ own: ownContent?.of, pages: backgrounds, content: content.current, compilation }) : []),
          ...(ownerStyles()?.files ?? []),
          ...(pagesMade.picture ? await pictureFiles(pagesMade.picture, compilation) : []),
        ], () => [
          ...(ownContent ? ownContent.folders(content.current) : []),
          path.join(contentDir(), OWNER_STYLES),
          ...(pagesMade.picture ? [path.join(contentDir(), 'media')] : []),
          ...(backgrounds ? [path.join(contentDir(), 'media', 'backgrounds')] : []),
        ]),
        ...(production ? [...precompress(), new HostFilesPlugin({ csp, cors: !host, folders: pagesMade.languages.map((language) => language.dir), vitalsPath: host ? vitalsPathOf(site) : null })] : []),
        ...(production ? [new MediaReportPlugin(app.dir, { hiddenPages: site.writing ? [] : ['writing'] }), new CheckInlineCodePlugin({ csp })] : []),
        ...(plugins ? plugins({ mode, site, languages }) : []),
      ],
      // Under `npm start` the packages are a file of their own, which a content or code edit leaves as
      // it was: a live reload then takes it from the browser's cache (304) with V8's compiled code,
      // instead of fetching and compiling ~3 MB of development bundle again.
      optimization: production ? { minimizer: [swcMinimizer()] } : { splitChunks: { cacheGroups: { packages: { test: /[\\/]node_modules[\\/]/, name: 'packages', chunks: (chunk) => chunk.name === 'main' } } } },
      devServer: devServer({ name, port: app.devPort, host, content }),
      cache: persistentCache(`${name}-${mode}`, { development: !production }),
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      // The federation plugin logs a notice about publicPath 'auto' on every production build.
      infrastructureLogging: { level: production ? 'error' : 'info' },
    };

    return withPrerender ? [prerenderConfig({ name, dir, prerender, mode, content, define }), client] : client;
  };
}

module.exports = { createConfig };
