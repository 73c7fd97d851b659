/**
 * The home page opened twice in one profile: a first visit, then a returning visit once the
 * service worker controls the site. For each: the JavaScript that crossed the network (gzip),
 * counted where it is certain, at the preview servers: what the page and the service worker fetched
 * from them, not what the HTTP cache or the worker's caches answered; the page's LCP; and the time
 * from a click on a section button to that section painted.
 */
const fs = require('node:fs');
const path = require('node:path');
const { gzipSizeOfFile } = require('./compress');
const { networkQuiet, QUIET_MS, SETTLE_TIMEOUT_MS } = require('./firstLoad');
const { switchTo } = require('./sectionSwitch');

/** Sum of gzip bytes of the JavaScript files the servers sent in full (pure, unit-tested). */
function networkJsGzip(answers) {
  return answers.filter((answer) => answer.status === 200 && /\.js$/.test(answer.path)).reduce((sum, answer) => sum + answer.gzip, 0);
}

/** What a served answer adds to the count: only a script sent in full is read for its gzip size. */
function withGzipSize(answer) {
  const file = path.join(answer.dir, decodeURIComponent(answer.path));
  const counted = answer.status === 200 && /\.js$/.test(answer.path) && fs.existsSync(file);
  return { ...answer, gzip: counted ? gzipSizeOfFile(file) : 0 };
}

async function visit(context, preview, url, section) {
  const page = await context.newPage();
  const answers = [];
  const stopWatching = preview.watch((answer) => answers.push(withGzipSize(answer)));
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
    await networkQuiet(page, QUIET_MS, SETTLE_TIMEOUT_MS);
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(null), 3000);
        }),
    );
    const controlled = await page.evaluate(() => navigator.serviceWorker?.controller !== null);
    const jsGzip = networkJsGzip(answers);
    const jsFiles = answers.filter((a) => a.status === 200 && /\.js$/.test(a.path)).map((a) => `${a.app}${a.path}`);
    const switched = await switchTo(page, section.title, section.headingId);
    return { jsGzip, jsFiles, lcp, controlled, sectionSwitch: switched.ms ?? null, page };
  } finally {
    stopWatching();
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ watch: Function }} preview  the preview serving `url`
 * @param {{ title: string, headingId: string }} section  the section switched to on each visit
 */
async function measureFirstAndRepeatVisit(browser, preview, url, section) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const first = await visit(context, preview, url, section);
    await first.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 }).catch(() => undefined);
    await first.page.close();
    const repeat = await visit(context, preview, url, section);
    await repeat.page.close();
    const strip = ({ page, ...figures }) => figures;
    return { first: strip(first), repeat: strip(repeat) };
  } finally {
    await context.close();
  }
}

module.exports = { measureFirstAndRepeatVisit, networkJsGzip, withGzipSize };
