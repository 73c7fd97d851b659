const { inPortfolioLayer } = require('./portfolioLayerLoader');

describe('a project stylesheet in the portfolio layer', () => {
  it('wraps the rules, leaving the leading comment and imports before the layer', () => {
    const css = "/* tokens */\n@import '@site-theme';\n\n:root { --radius: 12px; }\n.card { color: red; }\n";
    const out = inPortfolioLayer(css);
    expect(out.indexOf("@import '@site-theme';")).toBeLessThan(out.indexOf('@layer portfolio {'));
    expect(out).toMatch(/@layer portfolio \{\n\s*:root \{ --radius: 12px; \}\n\.card \{ color: red; \}\n\s*\}\n$/);
  });

  it('keeps several imports and a charset in order, outside the layer', () => {
    const out = inPortfolioLayer("@charset \"utf-8\";\n@import './a.css';\n@import url(b.css) screen;\nbody { margin: 0 }");
    expect(out.split('@layer portfolio {')[0].trim()).toBe("@charset \"utf-8\";\n@import './a.css';\n@import url(b.css) screen;");
  });

  it('leaves an @import that comes after a rule inside, where CSS ignores it as before', () => {
    const out = inPortfolioLayer("a { color: red }\n@import './late.css';");
    expect(out.startsWith('\n@layer portfolio {')).toBe(true);
  });

  it('wraps at-rules whole: media queries and keyframes stay valid inside the layer', () => {
    const css = '@media print { .bar { display: none } }\n@keyframes fade { from { opacity: 0 } }';
    expect(inPortfolioLayer(css)).toBe(`\n@layer portfolio {\n${css}\n}\n`);
  });
});
