/**
 * What `folio check` does in Chromium: every page of one language of the built site, reached as a
 * visitor reaches it (home, then each section from its menu, and Back), with what went wrong on
 * each: not rendered, console errors, CSP violations, axe violations.
 */
const { axeViolations } = require('./axe');

const RENDER_TIMEOUT_MS = 30_000;

/**
 * Waits until a page has loaded its content (no busy placeholder left) and its fade-in is over:
 * text half faded in has half its contrast, which axe would report.
 * @param {import('playwright-core').Page} page
 */
async function settled(page) {
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: RENDER_TIMEOUT_MS });
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: RENDER_TIMEOUT_MS },
  );
}

/**
 * @typedef {{ language: string, url: string, page: string, rendered: boolean, consoleErrors: string[], cspViolations: string[], axe: string[] }} PageReport
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ url: string, tag: string, text: Record<string, string>, owner: string }} language  its address, tag, UI text and the owner's name as its home shows it
 * @returns {Promise<PageReport[]>}
 */
async function visitLanguage(context, { url, tag, text, owner }) {
  const page = await context.newPage();
  const consoleErrors = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile || 'the page'})`));
  });
  const reports = [];
  const home = page.getByRole('heading', { level: 1, name: owner });

  /** Waits for `shown`, then reports the page and what it printed since the last report. */
  async function report(name, shown) {
    let rendered = true;
    try {
      await shown();
      await settled(page);
    } catch {
      rendered = false;
    }
    const csp = await page.evaluate(() => window.__cspViolations.splice(0)).catch(() => []);
    const axe = rendered ? await axeViolations(page) : [];
    reports.push({ language: tag, url, page: name, rendered, consoleErrors: consoleErrors.splice(0), cspViolations: csp, axe });
    return rendered;
  }

  const opened = await report(text['page.home'], async () => {
    await page.goto(url);
    await home.waitFor({ timeout: RENDER_TIMEOUT_MS });
  });
  if (opened) {
    const menu = page.getByRole('navigation', { name: text['home.sections'] });
    const sections = await menu.getByRole('button').allInnerTexts();
    for (const section of sections.map((name) => name.trim())) {
      const shown = await report(section, async () => {
        await menu.getByRole('button', { name: section, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: section, exact: true }).waitFor({ timeout: RENDER_TIMEOUT_MS });
      });
      if (!shown) await page.goto(url);
      else await page.getByRole('button', { name: text['common.back'], exact: true }).click();
      await home.waitFor({ timeout: RENDER_TIMEOUT_MS });
    }
  }
  await page.close();
  return reports;
}

/** A page passes when it rendered with no console error, CSP violation or axe violation. */
const passed = (report) => report.rendered && report.consoleErrors.length + report.cspViolations.length + report.axe.length === 0;

module.exports = { visitLanguage, passed, settled };
