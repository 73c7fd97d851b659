/**
 * How long a visitor waits for music: from the first click on Play to the audio playing, on a
 * fresh visit to the home page, where the player is not loaded yet (it loads when the visitor
 * reaches for it). The pointer arrives on Play and presses at once, so loading gets no head start
 * from hovering: the worst case for a mouse. Timed in the page, from the click event to the audio
 * element's "playing" event.
 */

/** Runs in the page: resolves window.__benchPlay with the ms from the next click to "playing". */
function armPlayWatcher(timeoutMs) {
  window.__benchPlay = new Promise((resolve) => {
    document.addEventListener(
      'click',
      (event) => {
        const start = event.timeStamp;
        const timer = setTimeout(() => resolve({ error: `not playing after ${timeoutMs} ms` }), timeoutMs);
        document.addEventListener(
          'playing',
          () => {
            clearTimeout(timer);
            resolve({ ms: performance.now() - start });
          },
          { capture: true, once: true },
        );
      },
      { capture: true, once: true },
    );
  });
}

/** @returns {Promise<{ms?: number, error?: string}>} */
async function measurePlayStart(browser, url) {
  // Chromium's default autoplay policy: the click is what allows playing.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const play = page.getByRole('complementary', { name: 'Music player' }).getByRole('button', { name: 'Play', exact: true });
    const box = await play.boundingBox();
    if (!box) return { error: 'no Play button on screen' };
    await page.evaluate(armPlayWatcher, 10_000);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    return await page.evaluate(() => window.__benchPlay);
  } catch (error) {
    return { error: error.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

module.exports = { measurePlayStart };
