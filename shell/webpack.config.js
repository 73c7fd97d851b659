const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { contentDir, createConfig, jiti } = require('../webpack.common');
const { WebAppManifestPlugin } = require('./build/webAppManifest');

/** Origins the service worker never caches: the GitHub API (the projects page's own ETag cache owns it). */
function neverCache(site) {
  return [new URL(process.env.GITHUB_API_URL || site.github.api).origin];
}

/** The installed app's splash and title bar: the page colour of the owner's default theme mode. */
function appColours(site) {
  const { themeColors } = jiti(path.join(__dirname, '..', 'shared', 'src', 'theme', 'themeCss.ts'));
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
  title: (site) => `${site.owner.name} · ${site.owner.jobTitle}`,
  plugins: ({ mode, site }) =>
    mode === 'production'
      ? [
          new WebAppManifestPlugin({ site, contentDir: contentDir(), colours: appColours(site) }),
          new InjectManifest({
            swSrc: path.join(__dirname, 'src', 'sw', 'serviceWorker.ts'),
            swDest: 'sw.js',
            // The shell's own files: the page, its scripts, styles and icons (the home picture's one size and
            // format the browser picks is cached when it is shown).
            exclude: [/\.map$/, /\.(br|gz)$/, /^mf-/, /LICENSE/, /profile-\d+\./],
            webpackCompilationPlugins: [new DefinePlugin({ __SW_NEVER_CACHE__: JSON.stringify(neverCache(site)) })],
          }),
        ]
      : [],
});
