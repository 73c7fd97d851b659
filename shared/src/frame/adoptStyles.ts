/**
 * Adds a stylesheet's text to the document, once, as a constructed stylesheet (the CSP's style-src
 * governs elements, not these): for a lazily loaded chunk that brings its own styles
 * (builder/webpack/rules.js inlineStyleRule).
 */
const adopted = new Set<string>();

export function adoptStyles(css: string): void {
  if (!css || adopted.has(css) || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted.add(css);
}
