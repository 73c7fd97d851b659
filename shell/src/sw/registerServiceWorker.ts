/**
 * Registers the service worker (sw.js beside the shell's page), scoped to the shell's own folder, so
 * a site under /portfolio/ gets a worker for /portfolio/ only. A chunk of its own, which the shell
 * loads once the page is interactive and the browser is idle (navigation/onAppLive.ts): the first
 * chunk, which every visit loads, carries only the update check on page changes (updateCheck.ts).
 */
import { trustedScriptUrl } from '../security/scriptUrlPolicy';
import { WARM_MESSAGE } from './cachingRules';
import { uncontrolledFetches, type UncontrolledFetches } from './uncontrolledFetches';
import { isRegistering, registering } from './updateCheck';

export function registerServiceWorker(): void {
  if (isRegistering() || !('serviceWorker' in navigator)) return;
  const missed = watchUncontrolledFetches();
  registering(
    new Promise((resolve) => {
      // Relative to the page: the same build works at a domain root and under any sub-path. The update
      // check skips the HTTP cache for sw-data.js too: a new deployment of content alone changes only
      // that file, and a host's max-age (GitHub Pages: 10 minutes) must not hide it.
      navigator.serviceWorker.register(trustedScriptUrl('sw.js'), { scope: './', updateViaCache: 'none' }).then(
        (current) => {
          resolve(current);
          void navigator.serviceWorker.ready.then((ready) => missed?.ready((urls) => ready.active?.postMessage({ type: WARM_MESSAGE, urls })));
        },
        (error: unknown) => {
          // A worker that cannot be registered costs the visitor nothing but offline visits.
          console.warn('The service worker could not be registered:', error);
          resolve(undefined);
        },
      );
    }),
  );
}

/**
 * Hands the worker everything this page fetched outside its control, so the next visit has it
 * offline: not one list when the worker is ready (what ends later, before or after the claim,
 * would be in no list and pass through no worker), but every fetch as it ends. An observer, not
 * the resource timing buffer, which stops recording at 250 entries. Nothing to do on a page the
 * worker controls from the start.
 */
function watchUncontrolledFetches(): UncontrolledFetches | undefined {
  if (navigator.serviceWorker.controller) return undefined;
  const missed = uncontrolledFetches(() => performance.now());
  const observer = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('resource')
    ? new PerformanceObserver((list) => missed.fetched(list.getEntriesByType('resource')))
    : undefined;
  if (observer) observer.observe({ type: 'resource', buffered: true });
  else missed.fetched(performance.getEntriesByType('resource'));
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      // Entries that ended before this moment but wait in the observer's queue.
      missed.fetched(observer ? observer.takeRecords() : performance.getEntriesByType('resource'));
      missed.controlled();
    },
    { once: true },
  );
  return missed;
}
