/**
 * npm run build:single — the no-federation baseline of the bench (issue 7): the shell and every
 * remote page composed statically into one bundle from the same source, in tools/bench/single/dist.
 *
 * It starts from the four apps' own production configs, so rules, build-time constants and the
 * remotes' extra plugins (copied music, snapshots, CV assets) stay the same as the federated build,
 * then removes Module Federation and swaps the shell's loader of federated modules for
 * loadStaticModule.ts, which maps the same ids to lazy chunks of this bundle.
 */
const path = require('node:path');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { APPS, ROOT } = require('../../../build/apps');
const { HostFilesPlugin } = require('../../../build/webpack/plugins');

/** Plugins createConfig gives every app; anything else an app adds is its own and is kept. */
const FACTORY_PLUGINS = [DefinePlugin, MiniCssExtractPlugin, ModuleFederationPlugin, HtmlWebpackPlugin, HostFilesPlugin];

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

/**
 * The apps' generated modules (the CV text, the owner's media): their aliases, and their rules,
 * which test one file path each (the shared rules test patterns and are the shell's already).
 */
function mergedModules(shell, remotes) {
  const rules = [...shell.module.rules];
  for (const rule of remotes.flatMap((config) => config.module.rules)) {
    if (typeof rule.test === 'string' && !rules.some((known) => known.test === rule.test)) rules.push(rule);
  }
  const alias = Object.assign({}, ...[shell, ...remotes].map((config) => config.resolve.alias));
  return { resolve: { ...shell.resolve, alias }, module: { ...shell.module, rules } };
}

module.exports = (env, argv = {}) => {
  const [{ browser: shell, before }, ...others] = Object.values(APPS).map((app) => appConfigs(app, argv));
  const remotes = others.map(({ browser }) => browser);
  const own = (config) => config.plugins.filter((p) => !FACTORY_PLUGINS.some((Kind) => p instanceof Kind));
  const single = {
    ...shell,
    ...mergedModules(shell, remotes),
    entry: './src/bootstrap.tsx',
    output: { ...shell.output, path: path.join(__dirname, 'dist'), uniqueName: 'single' },
    plugins: [
      new DefinePlugin(mergedDefinitions([shell, ...remotes])),
      ...shell.plugins.filter((p) => !(p instanceof DefinePlugin)),
      ...remotes.flatMap(own),
      new NormalModuleReplacementPlugin(/[\\/]loadFederatedModule(\.ts)?$/, path.join(__dirname, 'loadStaticModule.ts')),
    ],
  };
  return before.length ? [...before, single] : single;
};
