/**
 * createConfig(): the one webpack factory every app's webpack.config.js calls. A composition of the
 * pieces in build/: content is read and validated first (build/webpack/liveContent.js), so a broken
 * config fails every app's build with the file and the field named, before webpack starts; under
 * `npm start` it is read again on each save, and an app builds again when the part it uses
 * (build/contentUse.js) changed.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { APPS, distDir } = require('./build/apps');
const { pageContextOf, textOf } = require('./build/languages');
const { remoteMapTag } = require('./build/hosting/remoteMap');
const { vitalsPathOf } = require('./build/hosting/vitals');
const { MediaReportPlugin } = require('./build/media/report');
const { mediaModules } = require('./build/media/modules');
const { appCsp, federationRemotes, remoteBaseUrl } = require('./build/remotes');
const { persistentCache } = require('./build/webpack/cache');
const { devServer } = require('./build/webpack/devServer');
const { LiveContent } = require('./build/webpack/liveContent');
const { swcMinimizer } = require('./build/webpack/minimizer');
const { ShellFirstPlugin } = require('./build/webpack/shellFirst');
const { remoteContainer } = require('./build/webpack/federation');
const { escapeHtml, htmlTemplate, prerenderedHead, resumeLinkTag } = require('./build/webpack/html');
const { CheckInlineScriptsPlugin } = require('./build/webpack/inlineScripts');
const { EmitFilesPlugin, HostFilesPlugin, constants, precompress } = require('./build/webpack/plugins');
const { prerenderConfig, renderPrerendered } = require('./build/webpack/prerender');
const { ASSET_FILES, scriptRule } = require('./build/webpack/rules');
const { LiveThemePlugin, themeStylesheet } = require('./build/webpack/theme');

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
 * @param {(ctx: {site: object, languages: object[]}) => {alias: object, rules: object[]}} [options.modules]  generated modules of the app
 * @param {boolean} [options.offersCvPdf]   emits the owner's CV PDF, which its pages link to
 */
function createConfig(options) {
  const { name, dir, exposes, host = false, prerender, title, sharing, define, plugins, modules, offersCvPdf = false } = options;
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    const content = new LiveContent({ app: name });
    // What decides which files a build makes (the languages' pages, the CV folders, where the
    // remotes are) is read at the start: `npm start` names a change to it as needing a restart.
    const { site, languages } = content.current;
    // The shell has a page per language (the main one at the root, each other in its folder); a
    // remote's standalone page is in the main language.
    const pageLanguages = host ? languages : languages.slice(0, 1);
    const pages = content.derive((current) =>
      pageLanguages.map((language) => {
        const now = current.languages.find(({ tag }) => tag === language.tag) ?? language;
        const context = pageContextOf(current.languages, now);
        return { language: now, context, title: title({ ...current.site.owner, ...now.owner }, textOf(context)) };
      }),
    );
    // Made once for each version of the content (the share card takes a moment); not under
    // `npm start`, where nobody shares the page and each site.json save would draw the card again.
    const shared = content.derive((current) =>
      sharing && production ? sharing(current.site, pages()) : Promise.resolve({ heads: pageLanguages.map(() => ''), files: [] }),
    );
    const app = APPS[name];
    const hashed = production ? '.[contenthash:8]' : '';
    const withPrerender = Boolean(prerender) && production;
    /** The web app manifest's address on a page of the installable app (the shell in production), else null. */
    const installable = (language) => (host && production ? `${language.dir}manifest.webmanifest` : null);
    const appModules = modules ? modules({ site, languages }) : { alias: {}, rules: [] };
    const media = mediaModules();
    const theme = production ? null : new LiveThemePlugin(content, name);
    const alias = { '@site-theme$': theme ? theme.file : themeStylesheet(site), ...media.alias, ...appModules.alias };
    const csp = production ? appCsp(name, site) : undefined;
    // The shell reads its remotes' addresses from its page, so build:site can rewrite them; the CV
    // as JSON Resume is the CV remote's resume.json (build:site links the site root's copy instead).
    const remoteMap = host
      ? `\n    ${remoteMapTag(federationRemotes(mode, site))}\n    ${resumeLinkTag(`${remoteBaseUrl('remote_cv', mode, site)}resume.json`)}`
      : '';

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
          ...media.rules,
          ...appModules.rules,
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: ASSET_FILES, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...(production ? [] : [content.plugin(), theme]),
        ...(production || host ? [] : [new ShellFirstPlugin({ shellOrigin: `http://localhost:${APPS.shell.devPort}`, contentSaved: () => content.saved })]),
        constants({ mode, content, define }),
        new MiniCssExtractPlugin({ filename: `static/css/[name]${hashed}.css`, chunkFilename: `static/css/[name]${hashed}.chunk.css` }),
        ...(host ? [] : [remoteContainer(name, exposes)]),
        ...pageLanguages.map(
          (language, index) =>
            new HtmlWebpackPlugin({
              filename: `${language.dir}index.html`,
              // Addresses relative to the site root, which a language folder's page sets as its <base>.
              publicPath: '',
              inject: !withPrerender,
              templateContent: async ({ htmlWebpackPlugin }) => {
                const { site: now } = content.current;
                const { context, title: pageTitle } = pages()[index];
                return htmlTemplate({
                  title: escapeHtml(pageTitle),
                  // The shell's description (from the intro) comes with its sharing tags.
                  description: host ? null : escapeHtml(`${now.owner.name}, ${now.owner.jobTitle}`),
                  site: now,
                  csp,
                  context,
                  dir: language.dir,
                  // The shell's production page is the installable app (shell/build/webAppManifest.js);
                  // a prerendered page's start script adds the manifest after the first paint.
                  head: remoteMap + (await shared()).heads[index] + (withPrerender ? prerenderedHead(htmlWebpackPlugin.files, { manifest: installable(language) }) : ''),
                  manifest: withPrerender ? null : installable(language),
                  body: withPrerender ? renderPrerendered(name, context) : '',
                });
              },
            }),
        ),
        new EmitFilesPlugin(async () => [
          ...(await shared()).files,
          ...(offersCvPdf && content.current.cvPdf ? [content.current.cvPdf] : []),
        ]),
        ...(production ? [...precompress(), new HostFilesPlugin({ csp, cors: !host, folders: pageLanguages.map((language) => language.dir), vitalsPath: host ? vitalsPathOf(site) : null })] : []),
        ...(production ? [new MediaReportPlugin(app.dir, { hiddenPages: site.writing ? [] : ['writing'] }), new CheckInlineScriptsPlugin()] : []),
        ...(plugins ? plugins({ mode, site, languages }) : []),
      ],
      // Under `npm start` the packages are a file of their own, which a content or code edit leaves as
      // it was: a live reload then takes it from the browser's cache (304) with V8's compiled code,
      // instead of fetching and compiling ~3 MB of development bundle again.
      optimization: production ? { minimizer: [swcMinimizer()] } : { splitChunks: { cacheGroups: { packages: { test: /[\\/]node_modules[\\/]/, name: 'packages', chunks: (chunk) => chunk.name === 'main' } } } },
      devServer: devServer({ name, port: app.devPort, host, content }),
      cache: persistentCache(`${name}-${mode}`, alias, { development: !production }),
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      // The federation plugin logs a notice about publicPath 'auto' on every production build.
      infrastructureLogging: { level: production ? 'error' : 'info' },
    };

    return withPrerender ? [prerenderConfig({ name, dir, prerender, mode, content, define }), client] : client;
  };
}

module.exports = { createConfig };
