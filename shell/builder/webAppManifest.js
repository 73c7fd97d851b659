/**
 * The installable app: a web app manifest written from content/site.json, with icons made from the
 * owner's picture by the one image pipeline (192 and 512 px, and a maskable 512 px with the picture
 * inside the safe zone), emitted beside the shell's index.html.
 */
const crypto = require('node:crypto');
const { renderImage, findProfilePicture } = require('../../builder/media/images');
const { contentDir } = require('../../builder/apps');
const { engineModule } = require('../../builder/engineModules');

const MANIFEST_FILE = 'manifest.webmanifest';

/** Colours when none are given: the dark page of the default theme. */
const COLOURS = { background: '#0d1117', theme: '#0d1117' };

const ICONS = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  // Maskable: the platform crops to a circle or squircle; 10 % each side keeps the picture whole.
  { size: 512, purpose: 'maskable', padding: 0.1 },
];

/** A short name for a home screen: the first name when the whole name is long. */
function shortName(name) {
  return name.length <= 12 ? name : name.split(/\s+/)[0].slice(0, 12);
}

/**
 * The manifest of one language's page, given the icon files made for it (pure, unit-tested).
 * @param {object} [language]  { tag, dir, owner }: the main language (at the root) by default
 */
function webAppManifest(site, icons, colours = COLOURS, language = { tag: site.language, dir: '', owner: {} }) {
  const owner = { ...site.owner, ...language.owner };
  // A language's manifest sits in its folder; the icons stay at the root.
  const up = '../'.repeat(language.dir.split('/').length - 1);
  return {
    name: `${owner.name} · ${owner.jobTitle}`,
    short_name: shortName(owner.name),
    description: owner.intro,
    lang: language.tag,
    dir: engineModule('shared/src/i18n/languages.ts').textDirection(language.tag),
    // Relative to the manifest, so the same build installs from a domain root or a sub-path.
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: colours.background,
    theme_color: colours.theme,
    icons: icons.map(({ src, size, purpose }) => ({ src: up + src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}

/**
 * The icons and each language's manifest: a step of the shell's site build (builder/site/appFiles.js),
 * in production (the development page is not an installable app).
 * @param {{ background: string, theme: string }} colours
 */
async function webAppManifestFiles(build, colours = COLOURS) {
  if (!build.production) return [];
  const picture = findProfilePicture(contentDir());
  build.watch(picture);
  const files = [];
  const icons = [];
  for (const icon of ICONS) {
    const png = await renderImage(picture, {
      width: icon.size,
      height: icon.size,
      format: 'png',
      background: icon.purpose === 'maskable' ? colours.background : undefined,
      padding: icon.padding ?? 0,
    });
    const hash = crypto.createHash('sha256').update(png).digest('hex').slice(0, 8);
    const src = `static/media/icon-${icon.purpose}-${icon.size}.${hash}.png`;
    files.push({ file: src, source: png });
    icons.push({ ...icon, src });
  }
  for (const language of build.languages) {
    files.push({ file: language.dir + MANIFEST_FILE, source: `${JSON.stringify(webAppManifest(build.site, icons, colours, language), null, 2)}\n` });
  }
  return files;
}

module.exports = { webAppManifestFiles, webAppManifest, shortName, MANIFEST_FILE, COLOURS };
