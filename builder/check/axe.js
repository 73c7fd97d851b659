/** axe-core in a page: WCAG 2.2 AA and best-practice violations, one line each. */
const fs = require('node:fs');

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** @param {import('playwright-core').Page} page */
async function axeViolations(page) {
  // Injected through CDP-evaluated source: the page's own CSP would refuse a script tag.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const result = await window.axe.run({ runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, TAGS);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`);
}

module.exports = { axeViolations };
