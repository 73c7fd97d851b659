/**
 * The owner's own stylesheet, content/styles.css, as a file each app serves beside its code
 * (static/css/owner.<hash>.css) and each page links, not as part of an app's stylesheet: the apps'
 * code is the same whatever the owner writes there. Its rules are outside any cascade layer, so they
 * win over the project's (in the layer `portfolio`) wherever the link is.
 *
 * Read with postcss, as the bundler read it before: a file CSS cannot read stops the build with its
 * line and the lines around it. An address in `url()` relative to the file (a font or an image in
 * content/) ships beside it, named by its bytes, as a bundler would ship it.
 */
const fs = require('node:fs');
const path = require('node:path');
const postcss = require('postcss');
const { contentDir, displayPath } = require('./apps');
const { contentHash } = require('./site/html');

const OWNER_STYLES = 'styles.css';

/** An address the stylesheet resolves itself: a data: URL, another origin, the site root or a fragment. */
const notRelative = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;
const URL_TOKEN = /url\(\s*(['"]?)([^'")]+)\1\s*\)/gi;

/** What the last call made, by the file's bytes: the template and the emit step ask in each build. */
let made = { key: null, value: null };

/**
 * @param {string} [folder]  the content folder
 * @returns {null | { files: { file: string, source: Buffer | string }[], href: string }}  null without
 *   a styles.css; `href` is the stylesheet's address from an app's root
 * @throws {Error} the file does not parse, or names a file that is not there (file, line, lines around)
 */
function ownerStyles(folder = contentDir()) {
  const file = path.join(folder, OWNER_STYLES);
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  const key = `${file}\n${text}`;
  if (made.key !== key) made = { key, value: build(file, text) };
  return made.value;
}

function build(file, text) {
  let root;
  try {
    root = postcss.parse(text, { from: displayPath(file) });
  } catch (error) {
    if (error.name !== 'CssSyntaxError') throw error;
    throw new Error(`${error.message}\n\n${error.showSourceCode(false)}`);
  }
  const files = [];
  root.walkDecls((declaration) => {
    declaration.value = declaration.value.replace(URL_TOKEN, (token, quote, address) => {
      if (notRelative.test(address)) return token;
      const [filePart, rest = ''] = address.split(/(?=[?#])/);
      const source = path.resolve(path.dirname(file), filePart);
      if (!fs.existsSync(source) || !fs.statSync(source).isFile()) {
        throw new Error(`${displayPath(file)}:${declaration.source.start.line}: url(${address}) names no file (looked for ${displayPath(source)})`);
      }
      const bytes = fs.readFileSync(source);
      const { name, ext } = path.parse(source);
      const shipped = `static/media/${name}.${contentHash(bytes)}${ext}`;
      if (!files.some((entry) => entry.file === shipped)) files.push({ file: shipped, source: bytes });
      return `url(${JSON.stringify(`../media/${path.basename(shipped)}${rest}`)})`;
    });
  });
  const css = root.toString();
  const href = `static/css/owner.${contentHash(css)}.css`;
  return { files: [{ file: href, source: css }, ...files], href };
}

module.exports = { OWNER_STYLES, ownerStyles };
