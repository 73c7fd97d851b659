import { startTransition, useEffect, useState } from 'react';

/**
 * Entries rendered with the page: a screenful (a phone's column, a laptop's three rows of four). The
 * task that shows them lays out the page too: with 20 it took up to 122 ms at 4× slowed CPU, with 12
 * at most 85 (`npm run bench:posts`, 2026-12-07); the rest follow a task later.
 */
export const FIRST_BATCH = 12;
/**
 * Entries added in each task after it: a few tens of milliseconds of rendering on a slow phone (60 at
 * a time took 177 ms at 4× slowed CPU, `npm run bench:posts`).
 */
export const BATCH = 20;

/**
 * How many of a list's `total` entries to render now: the first batch with the page, then one batch
 * per task until all are there, so a Writing list of a thousand posts never blocks the page for long
 * (a click or a key press is handled between two batches). The whole list ends up in the page:
 * searching it (Ctrl+F) and a screen reader find every post.
 */
export function useShownCount(total: number): number {
  const [shown, setShown] = useState(FIRST_BATCH);
  useEffect(() => {
    if (shown >= total) return undefined;
    // A transition: React may yield inside a batch too, and a click or a key press goes first.
    const next = setTimeout(() => startTransition(() => setShown((count) => count + BATCH)), 0);
    return () => clearTimeout(next);
  }, [shown, total]);
  return Math.min(shown, total);
}
