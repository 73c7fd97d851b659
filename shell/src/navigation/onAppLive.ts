import { INTERACTIVE_MARK } from '@portfolio/shared';
import { readSectionManifestsWhenIdle } from '../remotes/intentPreload';
import { whenIdle } from '../layout/whenIdle';

declare global {
  interface Window {
    /** Set by the prerendered page's start script: clicks made before the app was live. */
    __replayEarlyClicks?: () => void;
  }
}

/**
 * Runs once the app is live: marks the moment (user timing, read by the bench) and replays the
 * clicks a visitor made on the prerendered page before it was hydrated; then, when idle, registers
 * the service worker and reads the section remotes' manifests (remotes/intentPreload.ts).
 */
export function onAppLive(): void {
  performance.mark(INTERACTIVE_MARK);
  window.__replayEarlyClicks?.();
  // From a chunk of its own (the first chunk does not carry it); none under npm start.
  if (!__DEV__ && 'serviceWorker' in navigator) whenIdle(() => void import(/* webpackChunkName: "service-worker" */ '../sw/registerServiceWorker').then(({ registerServiceWorker }) => registerServiceWorker()));
  readSectionManifestsWhenIdle();
}
