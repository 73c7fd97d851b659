const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ServiceWorkerPlugin } = require('../builder/webpack/serviceWorker');
const { createConfig } = require('../webpack.common');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  site: require('./site.config'),
  host: true,
  prerender: './src/prerender.tsx',
  // ENV_TARGET is the federation runtime's own switch (what the remotes' `target: 'web'` sets): its
  // lazy chunk drops the Node.js script loading, 1.8 KB gzip off every first section switch.
  define: () => ({ ENV_TARGET: 'web' }),
  // The worker's code (sw.js); what it knows of a site is the site build's sw-data.js.
  // The frame's and the post's styles are the remotes' (navigation/remoteStyles.ts says why).
  plugins: ({ mode }) => [
    new NormalModuleReplacementPlugin(/^\.\/(?:frame|tags)\.css$/, path.join(__dirname, 'src', 'navigation', 'remoteStyles.ts')),
    ...(mode === 'production' ? [new ServiceWorkerPlugin({ src: path.join(__dirname, 'src', 'sw', 'serviceWorker.ts') })] : []),
  ],
});
