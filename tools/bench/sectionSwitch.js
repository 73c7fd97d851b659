/**
 * The time from a click on a home menu button to that section's content being on screen, measured
 * in the page: from the click event's timestamp to the animation frame after the one in which the
 * section's h1#page-heading is visible with the section's title and the page shows some visible
 * text besides its header (nothing aria-busy, no error alert). Cold: first visit in a fresh
 * context (empty cache) once the home page is network-idle; warm: the same section again after
 * its Back button, in the same page.
 */

const SWITCH_TIMEOUT_MS = 10_000;

/**
 * A phone, as DevTools' and Lighthouse's mobile throttling set it: 4x CPU slowdown and "slow 4G"
 * (562.5 ms request latency, 1474.56 kbit/s down, 675 kbit/s up).
 */
const MOBILE = { cpu: 4, latency: 562.5, download: (1474.56 * 1024) / 8, upload: (675 * 1024) / 8 };
/**
 * How long before a tap's click the pointer is on the button: a finger's touch starts a tap about
 * this long before it lifts, and the click comes with the lift. The menu button starts loading
 * its section on that touch (as on a hover or focus).
 */
const TAP_MS = 100;

/** Runs in the page: arms a watcher on the next click and leaves its result in window.__benchSwitch. */
function armSwitchWatcher({ title, headingId, timeoutMs }) {
  function state() {
    const heading = document.getElementById(headingId);
    if (!heading || heading.textContent.trim() !== title || !heading.checkVisibility()) return 'waiting';
    const main = heading.closest('main') || document.body;
    const alert = main.querySelector('[role="alert"]');
    if (alert) return `error: ${alert.textContent.trim()}`;
    if (main.querySelector('[aria-busy="true"]')) return 'waiting';
    const header = heading.closest('header') || heading;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent.trim() || !parent || header.contains(parent)) continue;
      if (parent.closest('[role="status"], [aria-hidden="true"]')) continue;
      if (parent.checkVisibility()) return 'ready';
    }
    return 'waiting';
  }
  window.__benchSwitch = new Promise((resolve) => {
    document.addEventListener(
      'click',
      (event) => {
        const start = event.timeStamp;
        const timer = setTimeout(() => resolve({ error: `no content after ${timeoutMs} ms` }), timeoutMs);
        const poll = () => {
          const now = state();
          if (now === 'waiting') {
            requestAnimationFrame(poll);
            return;
          }
          clearTimeout(timer);
          if (now !== 'ready') resolve({ error: now });
          // The frame whose rAF saw the content is painted before the next rAF runs.
          else requestAnimationFrame(() => resolve({ ms: performance.now() - start }));
        };
        requestAnimationFrame(poll);
      },
      { capture: true, once: true },
    );
  });
}

/**
 * Switches and measures; `requests` lists what the page fetched meanwhile, to explain slow switches.
 * With `leadMs`, the pointer reaches the button that long before the click (a tap).
 */
async function switchTo(page, title, headingId, { leadMs = 0, timeoutMs = SWITCH_TIMEOUT_MS } = {}) {
  await page.evaluate(armSwitchWatcher, { title, headingId, timeoutMs });
  const requests = [];
  const onRequest = (request) => requests.push(request.url());
  page.on('request', onRequest);
  const button = page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: title, exact: true });
  if (leadMs > 0) {
    await button.hover();
    await page.waitForTimeout(leadMs);
  }
  await button.click();
  const result = await page.evaluate(() => window.__benchSwitch);
  page.off('request', onRequest);
  return { ...result, requests };
}

/**
 * One cold and one warm switch to a section in a fresh context.
 * @returns {Promise<{cold: Switch, warm: Switch}>} where Switch is {ms?: number, error?: string, requests?: string[]}
 */
async function measureSwitch(browser, url, { title, headingId }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const cold = await switchTo(page, title, headingId);
    if (cold.error) return { cold, warm: { error: 'not measured: the cold switch failed' } };
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    const warm = await switchTo(page, title, headingId);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/**
 * A cold switch on a throttled phone (MOBILE), tapped: a fresh context, the home page loaded and
 * network-idle, then the pointer on the button TAP_MS before the click.
 * @returns {Promise<Switch>}
 */
async function measureMobileTap(browser, url, { title, headingId }) {
  // No service worker: its requests would bypass the page's throttling (a phone's would not).
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: MOBILE.latency, downloadThroughput: MOBILE.download, uploadThroughput: MOBILE.upload });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    return await switchTo(page, title, headingId, { leadMs: TAP_MS, timeoutMs: 60_000 });
  } finally {
    await context.close();
  }
}

module.exports = { measureMobileTap, measureSwitch, switchTo, MOBILE, TAP_MS };
