const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { SHARED_DIR, contentDir } = require('../build/apps');
const { jiti } = require('../build/jiti');
const { createConfig } = require('../webpack.common');
const { sharing } = require('./build/shareCard');
const { WebAppManifestPlugin } = require('./build/webAppManifest');

/** Origins the service worker never caches: the GitHub API (the projects page's own ETag cache owns it), and the analytics provider. */
function neverCache(site) {
  return [new URL(process.env.GITHUB_API_URL || site.github.api).origin, ...(site.analytics ? [new URL(site.analytics.host).origin] : [])];
}

/** Workbox `exclude` condition: files of chunks that are only ever loaded on demand. */
function onlyInLazyChunks({ asset, compilation }) {
  const chunks = [...compilation.chunks].filter((chunk) => chunk.files.has(asset.name) || chunk.auxiliaryFiles.has(asset.name));
  return chunks.length > 0 && chunks.every((chunk) => !chunk.canBeInitial());
}

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
          new InjectManifest({
            swSrc: path.join(__dirname, 'src', 'sw', 'serviceWorker.ts'),
            swDest: 'sw.js',
            // What the home page loads: the page, its entry scripts and styles, the web app manifest.
            // Chunks loaded later (the federation runtime, web-vitals) and the home picture's one size
            // and format the browser picks are cached when used; the host files, the share card and the
            // app icons are for hosts, crawlers and the install, not the page. So a first visit downloads
            // nothing for the worker that the home page did not load itself.
            include: [/^index\.html$/, /^manifest\.webmanifest$/, /^static\/(js|css)\/[^/]+\.(js|css)$/],
            exclude: [/LICENSE/, onlyInLazyChunks],
            // Content-hashed names need no revision: the worker's install then takes them from the
            // HTTP cache the page just filled, instead of downloading them again.
            dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
            webpackCompilationPlugins: [
              new DefinePlugin({
                __SW_NEVER_CACHE__: JSON.stringify(neverCache(site)),
                __SW_ANALYTICS_ORIGIN__: JSON.stringify(site.analytics ? new URL(site.analytics.host).origin : null),
              }),
            ],
          }),
        ]
      : [],
});
