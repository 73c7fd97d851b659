import { startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { isPlace, type Place } from '@portfolio/shared';

/**
 * What the app shows once a post's page has settled: the post, its "not there" notice, or a failure
 * with Retry (the Writing remote's PostPage, or the shell's own placeholder when the remote is down).
 */
const SETTLED = 'article.post, .writing-empty, [role="alert"]';

/** Long enough for a slow phone network to bring the remote and the post, as its own loads allow (10 s). */
const SETTLE_TIMEOUT_MS = 12_000;

/**
 * Starts the app on a document whose prerendered page it cannot hydrate (a post's: SPEC §2, entry
 * documents), on the place the build wrote for it (home for anything else). The app renders into an element apart from the page, and takes the prerendered page's
 * place once its page has settled: the reader never sees the post replaced by a loading state, and
 * the first paint stays the largest.
 */
export function startOnEntryDocument(container: HTMLElement, App: ComponentType<{ start: Place }>): void {
  const start = container.dataset.start;
  const fresh = container.cloneNode(false) as HTMLElement;
  let timer = 0;
  const observer = new MutationObserver(() => {
    if (fresh.querySelector(SETTLED)) swap();
  });
  function swap() {
    observer.disconnect();
    clearTimeout(timer);
    container.replaceWith(fresh);
  }
  observer.observe(fresh, { childList: true, subtree: true });
  timer = window.setTimeout(swap, SETTLE_TIMEOUT_MS);
  // Rendered as a transition, as home is hydrated: React yields every few milliseconds, so the page
  // the reader is already reading never freezes while the app starts beside it.
  const root = createRoot(fresh);
  startTransition(() => root.render(<App start={isPlace(start) ? start : 'home'} />));
}
