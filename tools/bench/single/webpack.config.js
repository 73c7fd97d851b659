/**
 * npm run build:single — the no-federation baseline of the bench (issue 7): the shell and every
 * remote page composed statically into one bundle from the same source. This is its engine build,
 * into tools/bench/single/engine; site.js then makes its one folder, tools/bench/single/dist.
 *
 * It starts from the apps' own production configs, so rules and build-time constants stay the same
 * as the federated build (the shell, the federation host, has no build-time federation), and swaps the shell's loader of federated
 * modules for loadStaticModule.ts, which maps the same ids to lazy chunks of this bundle.
 */
const path = require('node:path');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const { APPS, ROOT } = require('../../../builder/apps');
const { ENGINE_FILES } = require('../../../builder/site/engine');

/** Where the single bundle's engine goes (its files, and engine.json beside them). */
const SINGLE_ENGINE = path.join(__dirname, 'engine');

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
  const browser = configs.find((config) => config.name === 'client');
  // The part kit is for a part's repository (builder/webpack/partKit.js): no page of the bundle uses it.
  return { browser, before: configs.filter((config) => config !== browser && config.name !== 'part-kit') };
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
  const single = {
    ...shell,
    module: { ...shell.module, rules: withStandIn(shell.module.rules) },
    entry: './src/bootstrap.tsx',
    output: { ...shell.output, path: path.join(SINGLE_ENGINE, ENGINE_FILES), uniqueName: 'single' },
    plugins: [
      new DefinePlugin(mergedDefinitions([shell, ...remotes])),
      ...shell.plugins.filter((p) => !(p instanceof DefinePlugin)),
      new NormalModuleReplacementPlugin(/[\\/]loadFederatedModule(\.ts)?$/, path.join(__dirname, 'loadStaticModule.ts')),
    ],
  };
  return before.length ? [...before, single] : single;
};

module.exports.SINGLE_ENGINE = SINGLE_ENGINE;
