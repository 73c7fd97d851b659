import type { Page } from 'playwright-core';

/**
 * Records on a page, from before its first script runs: CSP violations (the
 * `securitypolicyviolation` event) and every response that answered 4xx or 5xx.
 */
export async function watchPage(page: Page): Promise<{ violations(): Promise<string[]>; failedResponses: string[] }> {
  const failedResponses: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failedResponses.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return {
    failedResponses,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.splice(0)),
  };
}

/** Clicks Play on the music player and waits until the audio really advances. */
export async function playMusic(page: Page): Promise<void> {
  await page.getByRole('complementary', { name: 'Music player' }).getByRole('button', { name: 'Play' }).click();
  await page.waitForFunction(() => {
    const audio = document.querySelector('audio');
    return Boolean(audio && !audio.paused && audio.currentTime > 0);
  });
}
