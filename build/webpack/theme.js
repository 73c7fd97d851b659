/**
 * The theme stylesheet generated from site.json (shared/src/theme/themeCss.ts), written where
 * theme.css's `@import '@site-theme'` finds it. Named by its content, so builds of different
 * content, running side by side, never share a file.
 */
const fs = require('node:fs');
const path = require('node:path');
const { ROOT } = require('../apps');
const { jiti } = require('../jiti');
const { contentHash } = require('./html');

function themeStylesheet(site) {
  const { themeCss } = jiti('./shared/src/theme/themeCss.ts');
  const css = themeCss(site.theme);
  const dir = process.env.DIST_ROOT ? path.resolve(ROOT, process.env.DIST_ROOT, '.theme') : path.join(ROOT, 'node_modules', '.cache', 'theme');
  const file = path.join(dir, `theme.${contentHash(css)}.css`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, css);
    fs.renameSync(temporary, file);
  }
  return file;
}

module.exports = { themeStylesheet };
