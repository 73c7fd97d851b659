/**
 * The owner's theme (site.json "theme": the palette's custom properties, shared/src/theme/themeCss.ts)
 * as a <style> in each page's head, not in any app's stylesheet: the apps' code is the same for every
 * theme, and the first paint needs no request for the colours. In the cascade layer `portfolio`,
 * where the project's stylesheets are (portfolioLayerLoader.js), so the owner's styles.css wins over
 * it as over them. The CSP allows it by its hash (the build checks every page: inlineScripts.js).
 */
const crypto = require('node:crypto');
const { engineModule } = require('./engineModules');

const made = new Map();

/**
 * @param {{ mode: string, accent: string }} theme
 * @returns {{ css: string, hash: string }}  the style's text, on one line (an HTML minifier finds
 *   nothing to change in it), and the CSP source that allows it
 */
function themeStyle(theme) {
  const key = `${theme.mode} ${theme.accent}`;
  if (!made.has(key)) {
    const { themeCss } = engineModule('shared/src/theme/themeCss.ts');
    const rules = themeCss(theme)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s*\n\s*/g, '')
      .replace(/\s*([{};,])\s*/g, '$1')
      .replace(/:\s+/g, ':');
    const css = `@layer portfolio{${rules}}`;
    made.set(key, { css, hash: `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'` });
  }
  return made.get(key);
}

module.exports = { themeStyle };
