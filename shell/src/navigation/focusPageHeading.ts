import { PAGE_HEADING_ID } from '@portfolio/shared';

/**
 * Moves focus to the new page's heading. Section pages arrive lazily from remotes, so the heading
 * may not exist yet: wait for it (bounded), and give up quietly if the visitor moved on.
 */
export function focusPageHeading(doc: Document = document, timeoutMs = 15000): () => void {
  const tryFocus = (): boolean => {
    const heading = doc.getElementById(PAGE_HEADING_ID);
    if (!heading) return false;
    heading.focus({ preventScroll: false });
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}
