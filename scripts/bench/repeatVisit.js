/**
 * The home page opened twice in one profile: a first visit, then a returning visit once the
 * service worker controls the site. For each: the JavaScript that came over the network (gzip;
 * what the page fetched itself plus what the service worker fetched from the network for it, not
 * what it answered from its caches) and the page's LCP.
 */
const { measureResponse, networkQuiet, QUIET_MS, SETTLE_TIMEOUT_MS } = require('./firstLoad');

/** Sum of gzip bytes of JavaScript responses that crossed the network (pure, unit-tested). */
function networkJsGzip(responses) {
  return responses.filter((response) => response.kind === 'js' && response.overNetwork).reduce((sum, response) => sum + response.gzip, 0);
}

async function visit(context, url) {
  const page = await context.newPage();
  const measured = [];
  const onResponse = (response) => {
    if (!/^https?:/.test(response.url())) return;
    const byWorker = Boolean(response.request().serviceWorker());
    // A page request answered by the worker crossed the network only if the worker fetched it,
    // and that fetch is seen separately as the worker's own request.
    const overNetwork = byWorker || !response.fromServiceWorker();
    measured.push(measureResponse(response).then((sizes) => ({ ...sizes, overNetwork })));
  };
  context.on('response', onResponse);
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
    return { jsGzip: networkJsGzip(await Promise.all(measured)), lcp, controlled, page };
  } finally {
    context.off('response', onResponse);
  }
}

/** @param {import('playwright-core').Browser} browser */
async function measureFirstAndRepeatVisit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const first = await visit(context, url);
    await first.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 }).catch(() => undefined);
    await first.page.close();
    const repeat = await visit(context, url);
    await repeat.page.close();
    const strip = ({ page, ...figures }) => figures;
    return { first: strip(first), repeat: strip(repeat) };
  } finally {
    await context.close();
  }
}

module.exports = { measureFirstAndRepeatVisit, networkJsGzip };
