/**
 * npm run build:single — the no-federation baseline of the bench (issue 7): the shell and every
 * remote page composed statically into one bundle from the same source, in tools/bench/single/dist.
 *
 * It starts from the apps' own production configs, so rules, build-time constants and the remotes'
 * extra plugins (copied music, snapshots, the CV report) stay the same as the federated build, then
 * removes Module Federation, serves the remotes' content as one content.json, and swaps the shell's
 * loader of federated modules for loadStaticModule.ts, which maps the same ids to lazy chunks of
 * this bundle.
 */
const path = require('node:path');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { APPS, ROOT } = require('../../../build/apps');
const { MediaReportPlugin } = require('../../../build/media/report');
const { CheckInlineCodePlugin } = require('../../../build/webpack/inlineScripts');
const { EmitFilesPlugin, HostFilesPlugin } = require('../../../build/webpack/plugins');

/**
 * Plugins createConfig gives every app: the shell's are kept, the remotes' dropped. Anything else an
 * app adds is its own and is kept.
 */
const FACTORY_PLUGINS = [DefinePlugin, MiniCssExtractPlugin, ModuleFederationPlugin, HtmlWebpackPlugin, HostFilesPlugin, EmitFilesPlugin, CompressionPlugin, MediaReportPlugin, CheckInlineCodePlugin];

/**
 * What the remotes emit beside their code, as one app's: in one bundle every page reads content.json
 * from the one folder (its public path), so the remotes' are merged into one (the CV, where the
 * repositories are read, every page's background); a file two of them emit (the CV PDF, the owner's
 * stylesheet) is emitted once.
 */
function mergedFiles(remotes) {
  const emitters = remotes.flatMap((config) => config.plugins.filter((plugin) => plugin instanceof EmitFilesPlugin));
  return new EmitFilesPlugin(
    async (compilation) => {
      const files = new Map();
      let content = { backgrounds: {} };
      for (const emitted of await Promise.all(emitters.map((emitter) => emitter.files(compilation)))) {
        for (const { file, source } of emitted) {
          if (file !== 'content.json') files.set(file, source);
          else {
            const more = JSON.parse(source);
            content = { ...content, ...more, backgrounds: { ...content.backgrounds, ...more.backgrounds } };
          }
        }
      }
      return [...[...files].map(([file, source]) => ({ file, source })), { file: 'content.json', source: JSON.stringify(content) }];
    },
    () => emitters.flatMap((emitter) => emitter.madeFrom()),
  );
}

/** The script rule, also reading this folder's stand-in loader. */
function withStandIn(rules) {
  return rules.map((rule) => (rule.use?.loader === 'ts-loader' ? { ...rule, include: [...rule.include, __dirname] } : rule));
}

/**
 * An app's production configs: its browser build, plus any build it depends on (the shell's
 * prerender bundle, whose HTML goes into index.html).
 */
function appConfigs(app, argv) {
  const configs = [].concat(require(path.join(ROOT, app.dir, 'webpack.config.js'))({}, argv));
  const browser = configs.find((config) => config.target !== 'node');
  return { browser, before: configs.filter((config) => config !== browser) };
}

/**
 * One DefinePlugin with every app's constants, the shell's first; two apps giving one name
 * different values is a build error. (The content is in the page, not among them: the shell's page
 * carries every app's part.)
 */
function mergedDefinitions(configs) {
  const merged = {};
  for (const config of configs) {
    for (const plugin of config.plugins.filter((p) => p instanceof DefinePlugin)) {
      for (const [key, value] of Object.entries(plugin.definitions)) {
        if (key in merged && merged[key] !== value) {
          throw new Error(`build:single: apps define ${key} differently (${merged[key]} vs ${value})`);
        }
        merged[key] = value;
      }
    }
  }
  return merged;
}

module.exports = (env, argv = {}) => {
  const [{ browser: shell, before }, ...others] = Object.values(APPS).map((app) => appConfigs(app, argv));
  const remotes = others.map(({ browser }) => browser);
  const own = (config) => config.plugins.filter((p) => !FACTORY_PLUGINS.some((Kind) => p instanceof Kind));
  const single = {
    ...shell,
    module: { ...shell.module, rules: withStandIn(shell.module.rules) },
    entry: './src/bootstrap.tsx',
    output: { ...shell.output, path: path.join(__dirname, 'dist'), uniqueName: 'single' },
    plugins: [
      new DefinePlugin(mergedDefinitions([shell, ...remotes])),
      ...shell.plugins.filter((p) => !(p instanceof DefinePlugin)),
      ...remotes.flatMap(own),
      mergedFiles(remotes),
      new NormalModuleReplacementPlugin(/[\\/]loadFederatedModule(\.ts)?$/, path.join(__dirname, 'loadStaticModule.ts')),
    ],
  };
  return before.length ? [...before, single] : single;
};
