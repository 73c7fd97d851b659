/**
 * Registers the service worker (sw.js beside the shell's page) once the page is interactive and
 * the browser is idle, scoped to the shell's own folder, so a site under /portfolio/ gets a worker
 * for /portfolio/ only. Then asks for an update on page changes: a new deployment installs in the
 * background and serves the next page load.
 */
import { whenIdle } from '../layout/whenIdle';
import { WARM_MESSAGE } from './cachingRules';

/** At most one update check per this long: page changes can be quick. */
const UPDATE_INTERVAL_MS = 60_000;

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;
let lastCheck = 0;

export function registerServiceWorker(): void {
  if (__DEV__ || registration || !('serviceWorker' in navigator)) return;
  registration = new Promise((resolve) => {
    whenIdle(() => {
      // Relative to the page: the same build works at a domain root and under any sub-path.
      navigator.serviceWorker.register('sw.js', { scope: './' }).then((current) => {
        resolve(current);
        void navigator.serviceWorker.ready.then(warmCache);
      }, (error: unknown) => {
        // A worker that cannot be registered costs the visitor nothing but offline visits.
        console.warn('The service worker could not be registered:', error);
        resolve(undefined);
      });
    });
  });
  lastCheck = Date.now();
}

/** Hands the worker what this page fetched before it was in control, so the next visit has it offline. */
function warmCache(ready: ServiceWorkerRegistration): void {
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  ready.active?.postMessage({ type: WARM_MESSAGE, urls });
}

export function checkForUpdate(now = Date.now()): void {
  if (!registration || now - lastCheck < UPDATE_INTERVAL_MS) return;
  lastCheck = now;
  void registration.then((current) => current?.update().catch(() => undefined));
}
