/**
 * The part of examples/part, built with Rspack and @module-federation/rspack instead of webpack: the
 * same page, the same contract (docs/parts.md), another Module Federation 2 toolchain. Its container
 * has a name of its own, so a site may list both. Built by Rspack's command line or its rspack() API
 * into examples/part-rspack/dist/; e2e/parts.test.ts builds it and has a site compose it.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/rspack');

const NAME = 'lab_rspack';
const singleton = { singleton: true, requiredVersion: `^${require('react/package.json').version}` };

/** `--env out=<folder>` builds elsewhere than dist/ (the browser tests do). */
module.exports = (env = {}) => ({
  mode: 'production',
  context: path.join(__dirname, '..', 'part'),
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
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
        type: 'javascript/auto',
      },
    ],
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
