declare global {
  interface Window {
    /** Set by the prerendered page's start script: clicks made before the app was live. */
    __replayEarlyClicks?: () => void;
  }
}

/** Replays the clicks a visitor made on the prerendered page before it was hydrated. */
export function replayEarlyClicks(): void {
  window.__replayEarlyClicks?.();
}
