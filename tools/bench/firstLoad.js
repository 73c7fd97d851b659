/**
 * What Chromium actually requests when a visitor opens a URL in a fresh profile, with each body's
 * raw, gzip and brotli size. The load counts as finished when the network has been quiet for a
 * second after the page's first idle callback, so work a page defers to idle time (prefetching,
 * the music player) is counted the same way in every build instead of racing a 500 ms timer.
 * Each response is also marked `beforeInteractive` when its request started before the page marked
 * itself interactive (INTERACTIVE_MARK: the app hydrated and ran its effects): that is the JS a
 * visitor waits for before the page answers, whatever is left to idle time afterwards.
 */
const { kindOf } = require('./bytes');
const { compressedSizes } = require('./compress');

const QUIET_MS = 1000;
const SETTLE_TIMEOUT_MS = 30_000;

async function measureResponse(response) {
  const url = response.url();
  let body;
  try {
    body = await response.body();
  } catch {
    // Redirects and media range responses have no body to read; they still count as requests.
    body = Buffer.alloc(0);
  }
  return {
    url,
    status: response.status(),
    kind: kindOf(url, response.headers()['content-type']),
    startTime: response.request().timing().startTime,
    ...compressedSizes(body),
  };
}

/** Resolves once no request has been in flight for `quietMs`. */
function networkQuiet(page, quietMs, timeoutMs) {
  return new Promise((resolve, reject) => {
    let inFlight = 0;
    let timer;
    const deadline = setTimeout(() => {
      cleanup();
      reject(new Error(`the network was still busy after ${timeoutMs} ms`));
    }, timeoutMs);
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0)
        timer = setTimeout(() => {
          cleanup();
          resolve();
        }, quietMs);
    };
    const started = () => {
      inFlight += 1;
      arm();
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    function cleanup() {
      clearTimeout(timer);
      clearTimeout(deadline);
      page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
    }
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
    arm();
  });
}

/**
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{responses: object[], problems: string[]}>}
 */
async function recordFirstLoad(browser, url, interactiveMark) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const measured = [];
  const problems = [];
  page.on('response', (response) => {
    if (/^https?:/.test(response.url())) measured.push(measureResponse(response));
  });
  page.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
    await networkQuiet(page, QUIET_MS, SETTLE_TIMEOUT_MS);
    const interactiveAt = await page.evaluate((name) => {
      const [mark] = performance.getEntriesByName(name, 'mark');
      return mark ? performance.timeOrigin + mark.startTime : null;
    }, interactiveMark);
    if (interactiveAt === null) problems.push(`the page never set the "${interactiveMark}" mark`);
    const responses = (await Promise.all(measured)).map(({ startTime, ...response }) => ({
      ...response,
      beforeInteractive: interactiveAt !== null && startTime <= interactiveAt,
    }));
    for (const { url: failedUrl, status } of responses) if (status >= 400) problems.push(`${failedUrl}: HTTP ${status}`);
    return { responses, problems };
  } finally {
    await context.close();
  }
}

module.exports = { recordFirstLoad, measureResponse, networkQuiet, QUIET_MS, SETTLE_TIMEOUT_MS };
