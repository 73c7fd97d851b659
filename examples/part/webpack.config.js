/**
 * A part of an owner's own, built with webpack and Module Federation 2 (docs/parts.md): a remote
 * exposing ./Page, React shared as a singleton, its runtime's Trusted Types policy named after its
 * container (`<name>-webpack`). `npx webpack --config examples/part/webpack.config.js` writes
 * examples/part/dist/; e2e/parts.test.ts builds it and has a site compose it.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const NAME = 'lab_part';
const ROOT = path.join(__dirname, '..', '..');
const singleton = { singleton: true, requiredVersion: `^${require('react/package.json').version}` };

/** `--env out=<folder>` builds elsewhere than dist/ (the browser tests do). */
module.exports = (env = {}) => ({
  mode: 'production',
  context: __dirname,
  entry: {},
  devtool: false,
  output: {
    path: env.out ?? path.join(__dirname, 'dist'),
    publicPath: 'auto',
    uniqueName: NAME,
    clean: true,
    // Named by their content under static/: cached for good by any host, and kept by the site's service worker for offline visits.
    filename: 'static/js/[name].[contenthash:8].js',
    chunkFilename: 'static/js/[name].[contenthash:8].chunk.js',
    trustedTypes: { policyName: `${NAME}-webpack` },
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [{ test: /\.tsx?$/, loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(ROOT, 'tsconfig.base.json'), compilerOptions: { noEmit: false, jsx: 'react-jsx', types: [] } } }],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: NAME,
      filename: 'remoteEntry.js',
      exposes: { './Page': './src/Page.tsx' },
      shared: { react: singleton, 'react/jsx-runtime': singleton, 'react-dom': singleton },
      dts: false,
    }),
  ],
});
