/**
 * The shell's part of the site build (builder/site/appFiles.js): what its pages are called, and the
 * files only it has. Its code is webpack.config.js's.
 */
const { engineModule } = require('../builder/engineModules');
const { serviceWorkerDataFiles } = require('../builder/serviceWorkerData');
const { sharing } = require('./builder/shareCard');
const { webAppManifestFiles } = require('./builder/webAppManifest');

/** The installed app's splash and title bar: the page colour of the owner's default theme mode. */
function appColours(site) {
  const { themeColors } = engineModule('shared/src/theme/themeCss.ts');
  const colors = themeColors(site.theme.accent);
  const page = site.theme.mode === 'light' ? colors.light : colors.dark;
  return { background: page, theme: page };
}

module.exports = {
  name: 'shell',
  host: true,
  offersCvPdf: true,
  title: (owner) => `${owner.name} · ${owner.jobTitle}`,
  sharing,
  parts: [(build) => webAppManifestFiles(build, appColours(build.site))],
  // Last: its precache list names the page and the manifest made before it.
  afterFiles: serviceWorkerDataFiles,
};
