/**
 * createConfig(): the one webpack factory every app's webpack.config.js calls.
 *
 * Build-time content (content/site.json) is validated here, so a broken config fails every app's
 * build with the file and the field named, before webpack starts.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { createJiti } = require('jiti');
const { Compilation, DefinePlugin, sources } = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { MediaReportPlugin } = require('./scripts/media/report');
const { cspFor } = require('./scripts/preview/policy');
const { cspMetaTag, headersFile, nginxConf } = require('./scripts/hosting/hostFiles');
const { remoteMapTag } = require('./scripts/hosting/remoteMap');
const { acceptVitals, vitalsPathOf } = require('./scripts/preview/vitals');

const ROOT = __dirname;
const jiti = createJiti(__filename);

/**
 * Every app: its folder, dev-server port and production preview port; for remotes, the environment
 * variable and the site.json `deploy.remotes` key of their address, and their folder in site/.
 */
const APPS = {
  shell: { dir: 'shell', devPort: 3000, previewPort: 8080 },
  remote_cv: { dir: 'remote-cv', devPort: 3001, previewPort: 8081, urlEnv: 'REMOTE_CV_URL', key: 'cv' },
  remote_projects: { dir: 'remote-projects', devPort: 3002, previewPort: 8082, urlEnv: 'REMOTE_PROJECTS_URL', key: 'projects' },
  remote_music: { dir: 'remote-music', devPort: 3003, previewPort: 8083, urlEnv: 'REMOTE_MUSIC_URL', key: 'music' },
};

const REMOTE_NAMES = Object.keys(APPS).filter((name) => name !== 'shell');

const REACT_VERSION = require('react/package.json').version;

function contentDir() {
  return path.resolve(ROOT, process.env.CONTENT_DIR || 'content');
}

/**
 * Where an app's production build goes: `<app>/dist`, or `<DIST_ROOT>/<app>` when DIST_ROOT is set,
 * so a build of other content (CONTENT_DIR, in tests) never overwrites the usual one.
 */
function distDir(appDir) {
  return process.env.DIST_ROOT ? path.join(path.resolve(ROOT, process.env.DIST_ROOT), appDir) : path.join(ROOT, appDir, 'dist');
}

/** Reads and validates content/site.json; throws a ContentError naming the file and the field. */
function loadContent() {
  const { loadSiteContent } = jiti('./shared/src/content/loadSiteContent.ts');
  return loadSiteContent(path.join(contentDir(), 'site.json'), ROOT);
}

/**
 * Where a remote lives in a build of the four separate dist/ folders: its REMOTE_*_URL environment
 * variable, else `deploy.remotes` of site.json, else the dev server (development) or the preview
 * origin (production). The value is the folder that holds its mf-manifest.json. (`npm run
 * build:site` replaces these with the relative folders of the one-origin site.)
 */
function remoteBaseUrl(name, mode, site) {
  const app = APPS[name];
  const base =
    process.env[app.urlEnv] ||
    site.deploy.remotes[app.key] ||
    `http://localhost:${mode === 'production' ? app.previewPort : app.devPort}/`;
  return base.endsWith('/') ? base : `${base}/`;
}

/** The remotes the shell's federation runtime loads: container name and manifest URL. */
function federationRemotes(mode, site) {
  return REMOTE_NAMES.map((name) => ({ name, entry: `${remoteBaseUrl(name, mode, site)}mf-manifest.json` }));
}

/** The CSP of an app's page in a build of the separate dist/ folders. */
function appCsp(name, site) {
  return cspFor(name, {
    remoteBases: REMOTE_NAMES.map((remote) => remoteBaseUrl(remote, 'production', site)),
    githubApi: process.env.GITHUB_API_URL || site.github.api,
    vitalsEndpoint: site.vitals.endpoint,
  });
}

const sharedSingleton = { singleton: true, requiredVersion: `^${REACT_VERSION}` };

function htmlTemplate({ title, description, site, csp, head = '', body = '', installable = false }) {
  // `title` and `description` arrive escaped; `head` is markup.
  const { themeColors } = jiti('./shared/src/theme/themeCss.ts');
  const colors = themeColors(site.theme.accent);
  const icon = `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='${encodeURIComponent(site.theme.accent)}'/%3E%3C/svg%3E`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />${csp ? `\n    ${cspMetaTag(csp)}` : ''}
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${description === null ? '' : `<meta name="description" content="${description}" />\n    `}<meta name="theme-color" content="${colors.dark}" media="(prefers-color-scheme: dark)" />
    <meta name="theme-color" content="${colors.light}" media="(prefers-color-scheme: light)" />
    <link rel="icon" href="${icon}" />
    <title>${title}</title>${installable ? '\n    <link rel="manifest" href="manifest.webmanifest" />' : ''}
    <script src="${themeScript().file}"></script>${head}
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>`;
}

const START_SCRIPT = path.join(ROOT, 'shared', 'src', 'prerender', 'startAfterFirstPaint.js');
const THEME_SCRIPT = path.join(ROOT, 'shared', 'src', 'theme', 'themeInit.js');

function contentHash(buffer) {
  return crypto.createHash('sha256').update(buffer).digest('hex').slice(0, 8);
}

/** A hand-written script served as an immutable content-hashed file. */
function hashedScript(file, name) {
  const source = fs.readFileSync(file, 'utf8');
  return { source, file: `static/js/${name}.${contentHash(source)}.js` };
}

/** The start script of prerendered pages. */
const startScript = () => hashedScript(START_SCRIPT, 'start');
/** The render-blocking script that applies the visitor's stored light/dark choice (every page). */
const themeScript = () => hashedScript(THEME_SCRIPT, 'theme');

/** Emits files that are not webpack modules: `files()` gives (a promise of) `{ file, source }` (string or Buffer). */
class EmitFilesPlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'EmitFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const { file, source } of await this.files()) compilation.emitAsset(file, new sources.RawSource(source));
        },
      );
    });
  }
}

/** Writes the host files (_headers, nginx.conf) of an app's dist, from the policy module. */
class HostFilesPlugin {
  constructor(layout) {
    this.layout = layout;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'HostFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('_headers', new sources.RawSource(headersFile(this.layout)));
        compilation.emitAsset('nginx.conf', new sources.RawSource(nginxConf(this.layout)));
      });
    });
  }
}

/**
 * The theme stylesheet generated from site.json (shared/src/theme/themeCss.ts), written where
 * theme.css's `@import '@site-theme'` finds it. Named by its content, so builds of different
 * content, running side by side, never share a file.
 */
function themeStylesheet(site) {
  const { themeCss } = jiti('./shared/src/theme/themeCss.ts');
  const css = themeCss(site.theme);
  const dir = process.env.DIST_ROOT ? path.resolve(ROOT, process.env.DIST_ROOT, '.theme') : path.join(ROOT, 'node_modules', '.cache', 'theme');
  const file = path.join(dir, `theme.${contentHash(css)}.css`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, css);
    fs.renameSync(temporary, file);
  }
  return file;
}

const COMPRESSIBLE = /\.(js|css|html|json|tex|svg)$/;

function precompress() {
  return [
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 1024 }),
  ];
}

/**
 * Head tags of a prerendered page: its CSS and the start script, which fetches the entry scripts
 * after the first paint. (Preloading them would put their download on the first paint's path.)
 */
function prerenderedHead(files) {
  return [
    ...files.css.map((href) => `\n    <link rel="stylesheet" href="${href}" />`),
    `\n    <script defer src="${startScript().file}" data-entries="${files.js.join(' ')}"></script>`,
  ].join('');
}

/**
 * The shell's sharing and search tags and files (shared/src/seo/headTags.ts), with the share card
 * rendered from the owner's picture (shell/build/shareCard.js). The picture is the one the home page
 * shows.
 */
async function sharing(site, title) {
  const { headTags, crawlerFiles } = jiti('./shared/src/seo/headTags.ts');
  const { shareCard } = require('./shell/build/shareCard');
  const { findProfilePicture } = require('./scripts/media/images');
  const card = await shareCard(site, findProfilePicture(contentDir()));
  return {
    head: headTags(site, { title, image: { path: card.file, width: card.width, height: card.height, type: card.type } }),
    files: [card, ...crawlerFiles(site)],
  };
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

function exitOnContentError(load) {
  try {
    return load();
  } catch (error) {
    if (error.name !== 'ContentError') throw error;
    console.error(`\n✖ ${error.message}\n`);
    process.exit(1);
  }
}

const loadContentOrExit = () => exitOnContentError(loadContent);

/** The CV PDF offered for download (shared/src/content/findCvPdf.ts), or null. */
function cvPdfOrExit(site) {
  const { findCvPdf } = jiti('./shared/src/content/findCvPdf.ts');
  const label = path.relative(ROOT, contentDir()) || contentDir();
  return exitOnContentError(() => findCvPdf(contentDir(), site, label));
}

function scriptRule(production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

const ASSET_FILES = /\.(webm|mp4|m4v|mov|webp|avif|jpe?g|png|svg|mp3|tex)$/i;

const MEDIA = path.join(ROOT, 'scripts', 'media');

/**
 * The owner's media as modules: '@profile-picture' (the home <picture>, made by the image pipeline)
 * and '@background?page=<page>' (a section's background video, chosen and budget-checked).
 */
function mediaModules() {
  const stub = (name) => path.join(MEDIA, `${name}.stub.js`);
  const options = { contentDir: contentDir() };
  return {
    alias: { '@profile-picture$': stub('profilePicture'), '@background$': stub('background') },
    rules: [
      { test: stub('profilePicture'), use: { loader: path.join(MEDIA, 'profilePictureLoader.js'), options } },
      { test: stub('background'), use: { loader: path.join(MEDIA, 'backgroundLoader.js'), options } },
    ],
  };
}

function constants({ mode, site, cvPdf, define }) {
  const values = {
    __SITE__: site,
    __DEV__: mode !== 'production',
    __CV_PDF__: cvPdf ? { file: cvPdf.file, bytes: cvPdf.bytes } : null,
    ...(define ? define({ mode, site }) : {}),
  };
  return new DefinePlugin(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)])));
}

/** Where the shell's prerender bundle is built: a cache, not part of any deployable dist. */
function prerenderDir(name) {
  // Inside node_modules, so the bundle's externals (react) resolve; one folder per DIST_ROOT.
  const build = process.env.DIST_ROOT ? crypto.createHash('sha256').update(path.resolve(ROOT, process.env.DIST_ROOT)).digest('hex').slice(0, 12) : 'dist';
  return path.join(ROOT, 'node_modules', '.cache', 'prerender', build, name);
}

/**
 * A node bundle of the app's `prerender` module, whose `render()` returns the first view as HTML.
 * It runs before the browser build, which puts that HTML into index.html so the first paint does
 * not wait for JavaScript (the browser then hydrates it). Asset URLs are emitted relative
 * (publicPath ''), so the same HTML works at a domain root or under a sub-path.
 */
function prerenderConfig({ name, dir, prerender, mode, site, cvPdf, define }) {
  const hashed = '.[contenthash:8]';
  return {
    name: 'prerender',
    mode,
    context: dir,
    target: 'node',
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
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@content': contentDir(),
        ...mediaModules().alias,
        // Nothing federated renders in the first view; remotes load in the browser after it.
        '@module-federation/enhanced/runtime': path.join(ROOT, 'shared', 'src', 'prerender', 'federationRuntimeStub.ts'),
      },
    },
    module: {
      rules: [
        scriptRule(true),
        ...mediaModules().rules,
        { test: /\.css$/, loader: path.join(ROOT, 'shared', 'src', 'prerender', 'ignoreStylesLoader.js') },
        { test: ASSET_FILES, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [constants({ mode, site, cvPdf, define })],
    optimization: { minimize: false },
    stats: 'errors-warnings',
  };
}

function renderPrerendered(name) {
  const file = path.join(prerenderDir(name), 'prerender.js');
  delete require.cache[require.resolve(file)];
  return require(file).render();
}

/**
 * @param {object} options
 * @param {keyof typeof APPS} options.name  the federated container name
 * @param {string} options.dir              the app's folder (pass __dirname)
 * @param {Record<string, string>} [options.exposes]  federated modules (remotes)
 * @param {boolean} [options.host]          the shell: loads the remotes at run time (its page holds their addresses)
 * @param {string} [options.prerender]      a module exporting render(): string, put into index.html (production)
 * @param {(site: object) => string} options.title  the page's title
 * @param {(ctx: {mode: string, site: object}) => object} [options.define]  extra build-time constants
 * @param {(ctx: {mode: string, site: object}) => any[]} [options.plugins]  extra webpack plugins
 * @param {(ctx: {site: object}) => {alias: object, rules: object[]}} [options.modules]  generated modules of the app
 * @param {boolean} [options.offersCvPdf]   emits the owner's CV PDF, which its pages link to
 */
function createConfig(options) {
  const { name, dir, exposes, host = false, prerender, title, define, plugins, modules, offersCvPdf = false } = options;
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    const site = loadContentOrExit();
    const cvPdf = cvPdfOrExit(site);
    // The shell's sharing tags and files, made once per build (the share card takes a moment).
    let sharingOnce;
    const shared = () => (sharingOnce ??= sharing(site, title(site)));
    const app = APPS[name];
    const hashed = production ? '.[contenthash:8]' : '';
    const withPrerender = Boolean(prerender) && production;
    const appModules = modules ? modules({ site }) : { alias: {}, rules: [] };
    const csp = production ? appCsp(name, site) : undefined;
    // The shell reads its remotes' addresses from its page, so build:site can rewrite them.
    const remoteMap = host ? `\n    ${remoteMapTag(federationRemotes(mode, site))}` : '';

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
        alias: { '@content': contentDir(), '@site-theme$': themeStylesheet(site), ...mediaModules().alias, ...appModules.alias },
      },
      module: {
        rules: [
          scriptRule(production),
          ...mediaModules().rules,
          ...appModules.rules,
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: ASSET_FILES, type: 'asset/resource' },
        ],
      },
      plugins: [
        constants({ mode, site, cvPdf, define }),
        new MiniCssExtractPlugin({
          filename: `static/css/[name]${hashed}.css`,
          chunkFilename: `static/css/[name]${hashed}.chunk.css`,
        }),
        // The shell is no build-time federation host: it creates its federation runtime on first use
        // (src/remotes/federation.ts), so the runtime is not part of its start-up.
        ...(host
          ? []
          : [
              new ModuleFederationPlugin({
                name,
                filename: 'remoteEntry.js',
                exposes,
                shared: {
                  react: sharedSingleton,
                  'react/jsx-runtime': sharedSingleton,
                  'react-dom': sharedSingleton,
                  'react-dom/client': sharedSingleton,
                },
                // version-first would negotiate with every remote at start-up; the shell provides React.
                shareStrategy: 'loaded-first',
                dts: false,
                // Trims the federation runtime each remoteEntry.js carries: browser code only, no
                // manifest (snapshot) handling and no remotes of its own.
                experiments: { optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
              }),
            ]),
        new HtmlWebpackPlugin({
          inject: !withPrerender,
          templateContent: async ({ htmlWebpackPlugin }) =>
            htmlTemplate({
              title: escapeHtml(title(site)),
              // The shell's description (from the intro) comes with its sharing tags.
              description: host ? null : escapeHtml(`${site.owner.name}, ${site.owner.jobTitle}`),
              site,
              csp,
              head: remoteMap + (host ? (await shared()).head : '') + (withPrerender ? prerenderedHead(htmlWebpackPlugin.files) : ''),
              // The shell's production page is the installable app (shell/build/webAppManifest.js).
              installable: host && production,
              body: withPrerender ? renderPrerendered(name) : '',
            }),
        }),
        new EmitFilesPlugin(async () => [
          themeScript(),
          ...(withPrerender ? [startScript()] : []),
          ...(host ? (await shared()).files : []),
          ...(offersCvPdf && cvPdf ? [cvPdf] : []),
        ]),
        // Precompressed copies for servers that serve them (nginx gzip_static/brotli_static, the preview).
        ...(production ? [...precompress(), new HostFilesPlugin({ csp, cors: !host, folders: [''], vitalsPath: host ? vitalsPathOf(site) : null })] : []),
        ...(production ? [new MediaReportPlugin(app.dir)] : []),
        ...(plugins ? plugins({ mode, site }) : []),
      ],
      devServer: {
        port: app.devPort,
        // Remotes are fetched cross-origin by the shell (manifest, CV text).
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        // The shell's dev server takes web-vitals beacons like the preview server does (.vitals/).
        setupMiddlewares: host
          ? (middlewares, devServer) => {
              const vitalsPath = vitalsPathOf(site);
              if (vitalsPath) devServer.app.post(vitalsPath, (req, res) => acceptVitals(req, res));
              return middlewares;
            }
          : undefined,
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      // The federation plugin logs a notice about publicPath 'auto' on every production build.
      infrastructureLogging: { level: production ? 'error' : 'info' },
    };

    return withPrerender ? [prerenderConfig({ name, dir, prerender, mode, site, cvPdf, define }), client] : client;
  };
}

module.exports = { createConfig, htmlTemplate, contentDir, distDir, loadContent, appCsp, remoteBaseUrl, APPS, REMOTE_NAMES, ROOT, HostFilesPlugin, jiti };
