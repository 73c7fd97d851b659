/**
 * Asks the service worker for an update on page changes: a new deployment installs in the background
 * and serves the next page load. In the shell's first chunk; the registration (registerServiceWorker.ts)
 * is a chunk of its own, loaded when the browser is idle, which hands its registration here.
 */

/** At most one update check per this long: page changes can be quick. */
const UPDATE_INTERVAL_MS = 60_000;

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;
let lastCheck = 0;

/** The registration in progress: the first check is due a while after it. */
export function registering(next: Promise<ServiceWorkerRegistration | undefined>, now = Date.now()): void {
  registration = next;
  lastCheck = now;
}

export function isRegistering(): boolean {
  return registration !== undefined;
}

export function checkForUpdate(now = Date.now()): void {
  if (!registration || now - lastCheck < UPDATE_INTERVAL_MS) return;
  lastCheck = now;
  void registration.then((current) => current?.update().catch(() => undefined));
}
