/**
 * The theme stylesheet generated from site.json (shared/src/theme/themeCss.ts), written where
 * theme.css's `@import '@site-theme'` finds it. Named by its content, so builds of different
 * content, running side by side, share a file only when they share the theme, and builds of the
 * same theme from any content folder make the same stylesheet and source map; under `npm start`,
 * one file per app that follows the theme as site.json is edited.
 */
const fs = require('node:fs');
const path = require('node:path');
const { cacheDir, contentDir } = require('../apps');
const { jiti } = require('../jiti');
const { contentHash } = require('./html');

const themeDir = () => cacheDir('theme');

function cssOf(site) {
  const { themeCss } = jiti('./shared/src/theme/themeCss.ts');
  return themeCss(site.theme);
}

/** Writes `css` to `file` unless it holds it already (a rewrite would start another build). */
function writeIfChanged(file, css) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === css) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, css);
  fs.renameSync(temporary, file);
}

function themeStylesheet(site) {
  const css = cssOf(site);
  const file = path.join(themeDir(), `theme.${contentHash(css)}.css`);
  writeIfChanged(file, css);
  return file;
}

/** `npm start`: the app's theme file, written again before each build from the content as it is now. */
class LiveThemePlugin {
  /** @param {import('./liveContent').LiveContent} content  @param {string} app */
  constructor(content, app) {
    this.content = content;
    this.file = path.join(themeDir(), `theme.dev-${app}.css`);
    writeIfChanged(this.file, cssOf(content.current.site));
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LiveThemePlugin', () => writeIfChanged(this.file, cssOf(this.content.current.site)));
  }
}

/** The owner's own stylesheet, content/styles.css, when there is one. */
const OWNER_STYLES = 'styles.css';
/** What `@owner-styles.css` is without it: every app imports it, and it adds nothing. */
const NO_OWNER_STYLES = path.join(__dirname, 'noOwnerStyles.css');

/**
 * The stylesheet every app applies after its own (the shell's entry, each remote's standalone page):
 * content/styles.css itself, so webpack watches it (a save under `npm start` restyles every app) and
 * its errors name it. Outside the project's cascade layer (portfolioLayerLoader.js), so it wins.
 */
function ownerStylesheet() {
  const file = path.join(contentDir(), OWNER_STYLES);
  return fs.existsSync(file) ? file : NO_OWNER_STYLES;
}

module.exports = { LiveThemePlugin, themeStylesheet, ownerStylesheet };
