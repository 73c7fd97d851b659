/**
 * Puts a stylesheet of the project in the cascade layer `portfolio`. The owner's content/styles.css
 * stays outside any layer, and a rule outside layers wins over every layered one whatever its
 * specificity or the order the sheets arrive in (a remote's stylesheet reaches the page after the
 * shell's): the owner restyles any app with plain selectors, and no release of ours outranks them.
 * `@import` must stay before every other rule, so those stay where they are: the sheet they bring
 * goes through this loader too.
 */
const IMPORTS = /^\s*(?:@charset\s[^;]*;|@import\s[^;]*;|\/\*[\s\S]*?\*\/)/;

function inPortfolioLayer(source) {
  let head = '';
  let rest = source;
  for (let match = IMPORTS.exec(rest); match; match = IMPORTS.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return `${head}\n@layer portfolio {\n${rest}\n}\n`;
}

module.exports = function portfolioLayerLoader(source) {
  return inPortfolioLayer(source);
};
module.exports.inPortfolioLayer = inPortfolioLayer;
