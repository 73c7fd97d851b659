/**
 * Development only (`npm start`): listens to every development server the page's code came from,
 * loads the page again, in the same place, when one of them has a newer good build (a content or a
 * code edit, in the shell or any remote), and shows what a build rejected over the last good page.
 * Production bundles never include it (callers import it behind `__DEV__`).
 */
import { INITIAL_LIVE_STATE, currentProblems, receiveLiveMessage, type LiveMessage, type PageApps } from './liveState';
import { showProblems } from './problemOverlay';

/** The live channel of each development server (builder/webpack/liveChannel.js). */
export const LIVE_PATH = '/__live';
const SCROLL_KEY = 'portfolio:dev-scroll';
/** How long the page may take to grow tall enough again (a remote's content arrives after load). */
const RESTORE_FOR_MS = 3000;

export interface LiveUpdateOptions extends PageApps {
  /**
   * The origins of the servers to listen to: the page's own and those of the remotes it loads. An
   * `app` given with one names whatever its server builds as that app of the page (a part's server
   * names its build by its container; the page, by the name the site gave it).
   */
  origins: (string | { origin: string; app: string })[];
}

/** Scrolls back to where the page was before a live reload, once it is tall enough, unless the owner scrolls first. */
function restoreScroll(): void {
  const saved = Number(sessionStorage.getItem(SCROLL_KEY));
  sessionStorage.removeItem(SCROLL_KEY);
  if (!saved) return;
  const until = performance.now() + RESTORE_FOR_MS;
  let owner = false;
  const stop = () => (owner = true);
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) window.addEventListener(type, stop, { once: true, passive: true });
  const step = () => {
    if (owner || performance.now() > until) return;
    if (Math.abs(window.scrollY - saved) > 1 && document.documentElement.scrollHeight - window.innerHeight >= saved) window.scrollTo(0, saved);
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Starts listening. What the page shows (its section) is the page's to keep across the reload (on pagehide). */
export function startLiveUpdates({ origins, ...apps }: LiveUpdateOptions): void {
  restoreScroll();
  let state = INITIAL_LIVE_STATE;
  let reloading = false;
  const servers = new Map(origins.map((entry) => (typeof entry === 'string' ? [entry, undefined] : [entry.origin, entry.app])));
  for (const [origin, app] of servers) {
    const channel = new EventSource(new URL(LIVE_PATH, origin));
    channel.addEventListener('message', (event: MessageEvent<string>) => {
      if (reloading) return;
      const message = JSON.parse(event.data) as LiveMessage;
      const next = receiveLiveMessage(state, app ? { ...message, app } : message, apps);
      state = next.state;
      if (next.reload) {
        reloading = true;
        sessionStorage.setItem(SCROLL_KEY, String(Math.round(window.scrollY)));
        window.location.reload();
        return;
      }
      showProblems(currentProblems(state));
    });
  }
}
