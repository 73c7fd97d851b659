/**
 * A part's repository (npm create @folio-federation -- --part): what it is, read from its
 * package.json ("folio": { "title", "language" }) and its src/Page, and the one webpack config its
 * build and its `npm start` share. webpack, Module Federation, ts-loader and TypeScript are the part's
 * own devDependencies, taken from its folder: an owner's site, which installs this engine too, never
 * installs a compiler.
 */
const fs = require('node:fs');
const path = require('node:path');
const { PROJECT, ROOT } = require('../apps');

/** Where `npm start` serves a part (the site's apps have 3000-3004). */
const PART_PORT = 3100;
const PAGE_FILES = ['Page.tsx', 'Page.ts', 'Page.jsx', 'Page.js'];
/** The part's built page beside its harness, for its standalone `npm start` (builder/webpack/partKit.js). */
const HARNESS = path.join(ROOT, 'engine', 'part');

class PartProjectError extends Error {
  name = 'PartProjectError';
}

/** A package name as a Module Federation container's (a JavaScript identifier): "@me/lab-demo" → "me_lab_demo". */
function containerName(packageName) {
  const name = packageName.replace(/^@/, '').replace(/[^A-Za-z0-9_$]+/g, '_').replace(/^_+|_+$/g, '');
  return /^[A-Za-z_$]/.test(name) ? name : `part_${name}`;
}

/**
 * @param {string} [dir]  the part's folder
 * @returns {{ dir: string, title: string, language: string, container: string, page: string }}
 * @throws {PartProjectError} naming what is missing
 */
function readPartProject(dir = PROJECT) {
  const manifestFile = path.join(dir, 'package.json');
  if (!fs.existsSync(manifestFile)) throw new PartProjectError(`There is no package.json here (${dir}): run this in a part's folder, or create one: npm create @folio-federation@latest lab -- --part`);
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    throw new PartProjectError(`${manifestFile} is not JSON: ${error.message}`);
  }
  const folio = manifest.folio ?? {};
  if (typeof folio.title !== 'string' || folio.title.trim() === '') {
    throw new PartProjectError(`${manifestFile} has no "folio": { "title": … }: the part's title, as its standalone page shows it (the site's menu takes its own from content/site.json).`);
  }
  const page = PAGE_FILES.map((file) => path.join(dir, 'src', file)).find((file) => fs.existsSync(file));
  if (!page) throw new PartProjectError(`${path.join(dir, 'src')} has no Page.tsx: a part's page is the default export of src/Page.tsx.`);
  return { dir, title: folio.title.trim(), language: typeof folio.language === 'string' ? folio.language : 'en', container: containerName(String(manifest.name ?? path.basename(dir))), page };
}

/** Where a package of the part's own install (its devDependencies) is, or a message that says to install it. */
function resolveInPart(dir, id) {
  try {
    return require.resolve(id, { paths: [dir] });
  } catch {
    throw new PartProjectError(`${id} is not installed in ${dir}: run npm install there (it is one of a part's devDependencies).`);
  }
}

/** A package of the part's own install. */
function fromPart(dir, id) {
  return require(resolveInPart(dir, id));
}

/**
 * The webpack config of a part: a Module Federation 2 remote exposing ./Page, React shared with the
 * site as a singleton, its runtime's Trusted Types policy named `<container>-webpack` (the one the
 * site's CSP admits for it), its files named by content under static/ (kept by the site's service
 * worker). `harness`: the standalone page's entry too (development), which bundles the page directly.
 *
 * @param {ReturnType<typeof readPartProject>} project
 * @param {{ mode: 'production'|'development', out: string, harness?: string }} options  harness: the entry file (partServer.js writes it)
 */
function partWebpackConfig(project, { mode, out, harness }) {
  const { ModuleFederationPlugin } = fromPart(project.dir, '@module-federation/enhanced/webpack');
  const MiniCssExtractPlugin = fromPart(project.dir, 'mini-css-extract-plugin');
  const production = mode === 'production';
  const react = fromPart(project.dir, 'react/package.json').version;
  const singleton = { singleton: true, requiredVersion: `^${react.split('.')[0]}` };
  const tsconfig = path.join(project.dir, 'tsconfig.json');
  return {
    mode,
    context: project.dir,
    entry: harness ? { harness } : {},
    // Eval is what the site's CSP refuses: source maps in files.
    devtool: production ? false : 'source-map',
    output: {
      path: out,
      publicPath: 'auto',
      uniqueName: project.container,
      clean: true,
      filename: 'static/js/[name].[contenthash:8].js',
      chunkFilename: 'static/js/[name].[contenthash:8].chunk.js',
      trustedTypes: { policyName: `${project.container}-webpack` },
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: resolveInPart(project.dir, 'ts-loader'),
          options: {
            transpileOnly: true,
            ...(fs.existsSync(tsconfig) ? { configFile: tsconfig } : {}),
            compilerOptions: { noEmit: false, allowJs: true, jsx: production ? 'react-jsx' : 'react-jsxdev', sourceMap: !production },
          },
        },
        // Stylesheets as files (the site's CSP refuses <style> elements), loaded with the chunk that imports them.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, resolveInPart(project.dir, 'css-loader')] },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: 'static/css/[name].[contenthash:8].css', chunkFilename: 'static/css/[name].[contenthash:8].chunk.css' }),
      new ModuleFederationPlugin({
        name: project.container,
        filename: 'remoteEntry.js',
        exposes: { './Page': `./${path.relative(project.dir, project.page).split(path.sep).join('/')}` },
        shared: { react: singleton, 'react/jsx-runtime': singleton, 'react-dom': singleton, 'react-dom/client': singleton },
        dts: false,
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

module.exports = { PART_PORT, HARNESS, PartProjectError, containerName, readPartProject, resolveInPart, fromPart, partWebpackConfig };
