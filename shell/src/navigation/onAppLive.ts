import { INTERACTIVE_MARK } from '@portfolio/shared';
import { registerServiceWorker } from '../sw/registerServiceWorker';

declare global {
  interface Window {
    /** Set by the prerendered page's start script: clicks made before the app was live. */
    __replayEarlyClicks?: () => void;
  }
}

/**
 * Runs once the app is live: marks the moment (user timing, read by the bench) and replays the
 * clicks a visitor made on the prerendered page before it was hydrated, and registers the service
 * worker (when idle).
 */
export function onAppLive(): void {
  performance.mark(INTERACTIVE_MARK);
  window.__replayEarlyClicks?.();
  registerServiceWorker();
}
