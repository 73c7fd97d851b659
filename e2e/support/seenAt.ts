import type { Page } from 'playwright-core';

/** What the owner waits to see: an element (with this text), or its going away. */
export interface Sight {
  selector: string;
  text?: string;
  gone?: boolean;
}

const KEY = 'portfolio:test-sight';

/**
 * Runs in every document of the page: once the awaited sight is there, the time of the next frame
 * (the one that shows it) is kept in sessionStorage, which outlives the live reloads between.
 */
function recordSight(key: string): void {
  const awaited = () => JSON.parse(sessionStorage.getItem(key) ?? 'null') as (Sight & { seenAt?: number }) | null;
  const check = () => {
    const wanted = awaited();
    if (!wanted || wanted.seenAt !== undefined) return;
    const there = [...document.querySelectorAll(wanted.selector)].some((element) => !wanted.text || (element.textContent ?? '').includes(wanted.text));
    if (there === Boolean(wanted.gone)) return;
    requestAnimationFrame(() => {
      const now = awaited();
      if (!now || now.seenAt !== undefined) return;
      sessionStorage.setItem(key, JSON.stringify({ ...now, seenAt: performance.timeOrigin + performance.now() }));
    });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Starts watching the page (this document and every one it loads next). */
export async function watchSights(page: Page): Promise<void> {
  await page.addInitScript(recordSight, KEY);
  await page.evaluate(recordSight, KEY);
}

/**
 * Milliseconds from `act` (a save) to the frame that shows `sight`, measured in the page: Playwright's
 * own waits poll less and less often (up to once a second), which a save-to-screen figure must not
 * include. `waitForIt` is the test's own wait for the sight, for its timeout and its error.
 */
export async function timeToSight(page: Page, sight: Sight, act: () => void, waitForIt: () => Promise<unknown>): Promise<number> {
  await page.evaluate(([key, wanted]) => sessionStorage.setItem(key, JSON.stringify(wanted)), [KEY, sight] as const);
  const acted = Date.now();
  act();
  await waitForIt();
  const seenAt = await page.waitForFunction((key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { seenAt?: number }).seenAt, KEY);
  return Math.round(((await seenAt.jsonValue()) as number) - acted);
}
