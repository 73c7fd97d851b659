/**
 * Registers the service worker (sw.js beside the shell's page) once the page is interactive and
 * the browser is idle, scoped to the shell's own folder, so a site under /portfolio/ gets a worker
 * for /portfolio/ only. Then asks for an update on page changes: a new deployment installs in the
 * background and serves the next page load.
 */
import { whenIdle } from '../layout/whenIdle';
import { trustedScriptUrl } from '../security/scriptUrlPolicy';
import { WARM_MESSAGE } from './cachingRules';
import { uncontrolledFetches, type UncontrolledFetches } from './uncontrolledFetches';

/** At most one update check per this long: page changes can be quick. */
const UPDATE_INTERVAL_MS = 60_000;

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;
let lastCheck = 0;

export function registerServiceWorker(): void {
  if (__DEV__ || registration || !('serviceWorker' in navigator)) return;
  const missed = watchUncontrolledFetches();
  registration = new Promise((resolve) => {
    whenIdle(() => {
      // Relative to the page: the same build works at a domain root and under any sub-path. The update
      // check skips the HTTP cache for sw-data.js too: a new deployment of content alone changes only
      // that file, and a host's max-age (GitHub Pages: 10 minutes) must not hide it.
      navigator.serviceWorker.register(trustedScriptUrl('sw.js'), { scope: './', updateViaCache: 'none' }).then((current) => {
        resolve(current);
        void navigator.serviceWorker.ready.then((ready) => missed?.ready((urls) => ready.active?.postMessage({ type: WARM_MESSAGE, urls })));
      }, (error: unknown) => {
        // A worker that cannot be registered costs the visitor nothing but offline visits.
        console.warn('The service worker could not be registered:', error);
        resolve(undefined);
      });
    });
  });
  lastCheck = Date.now();
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

export function checkForUpdate(now = Date.now()): void {
  if (!registration || now - lastCheck < UPDATE_INTERVAL_MS) return;
  lastCheck = now;
  void registration.then((current) => current?.update().catch(() => undefined));
}
