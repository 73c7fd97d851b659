const path = require('node:path');
const { SHARED_DIR, contentDir } = require('../build/apps');
const { jiti } = require('../build/jiti');
const { ServiceWorkerPlugin } = require('../build/webpack/serviceWorker');
const { createConfig } = require('../webpack.common');
const { sharing } = require('./build/shareCard');
const { WebAppManifestPlugin } = require('./build/webAppManifest');

/** The installed app's splash and title bar: the page colour of the owner's default theme mode. */
function appColours(site) {
  const { themeColors } = jiti(path.join(SHARED_DIR, 'src', 'theme', 'themeCss.ts'));
  const colors = themeColors(site.theme.accent);
  const page = site.theme.mode === 'light' ? colors.light : colors.dark;
  return { background: page, theme: page };
}

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  offersCvPdf: true,
  host: true,
  prerender: './src/prerender.tsx',
  title: (owner) => `${owner.name} · ${owner.jobTitle}`,
  sharing,
  // ENV_TARGET is the federation runtime's own switch (what the remotes' `target: 'web'` sets): its
  // lazy chunk drops the Node.js script loading, 1.8 KB gzip off every first section switch.
  define: () => ({ ENV_TARGET: 'web' }),
  plugins: ({ mode, site, languages }) =>
    mode === 'production'
      ? [
          new WebAppManifestPlugin({ site, languages, contentDir: contentDir(), colours: appColours(site) }),
          // sw.js is the worker's code; sw-data.js what it knows of this site (build/serviceWorkerData.js).
          new ServiceWorkerPlugin({ src: path.join(__dirname, 'src', 'sw', 'serviceWorker.ts'), site: () => site }),
        ]
      : [],
});
