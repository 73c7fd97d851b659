/**
 * What the open page does with each message of the development servers' live channel (`/__live`,
 * builder/webpack/liveChannel.js): every app's server says, after each build, its build's hash and
 * the problems that stopped it. Pure, so the rules are tested on their own.
 */

/** A line of the file around the problem. */
export interface ExcerptLine {
  line: number;
  text: string;
}

/** One thing the build rejected, located where the owner can fix it. */
export interface BuildProblem {
  message: string;
  /** The file, as the terminal names it (relative to the checkout). */
  file?: string;
  line?: number;
  excerpt?: ExcerptLine[];
}

/** An app's server started a build (a file changed). */
export interface BuildingMessage {
  app: string;
  building: true;
}

/** An app's server finished a build. */
export interface BuiltMessage {
  /** The app whose build this is ("shell", "remote_cv", …). */
  app: string;
  hash: string;
  /** What stopped the build (the page keeps its last good build). */
  problems: BuildProblem[];
  /** What the build read past (a CV LaTeX would refuse, read as well as it could): shown, not stopping. */
  warnings: BuildProblem[];
}

export type LiveMessage = BuildingMessage | BuiltMessage;

export interface LiveState {
  /** Each app's build that the open page shows (its last good one). */
  shown: Record<string, string>;
  /** Each app's problems now; an app without problems has no key. */
  problems: Record<string, BuildProblem[]>;
  /** Each app's warnings from its last build. */
  warnings: Record<string, BuildProblem[]>;
  /** The apps building now. */
  building: string[];
  /** A newer good build is waiting to be shown. */
  stale: boolean;
}

export const INITIAL_LIVE_STATE: LiveState = { shown: {}, problems: {}, warnings: {}, building: [], stale: false };

/**
 * Which apps' code an open page has, as the live channel's rules need it. `inPage`: code the page
 * has loaded, which a newer build makes stale (a section visited and left would otherwise come back
 * old). `onScreen`: code the page shows now, which a reload loads again at once, so the reload waits
 * for its build; a loaded app off screen is loaded again later, from its server's newest build (the
 * development server answers once the build is done). Both default to every app.
 */
export interface PageApps {
  inPage?: (app: string) => boolean;
  onScreen?: (app: string) => boolean;
}

/**
 * The next state, and whether the page must load again to show a newer good build. A failed build
 * changes nothing on the page (the last good content stays beneath the problems); the first good
 * build a page hears of is the one it was loaded with, unless that app was broken when it loaded.
 * One edit can rebuild several apps (site.json is read by all five): the page loads again once,
 * when none of the apps it shows is building and none is broken. A newer build of an app the page
 * has not loaded changes nothing on it, so it neither calls for a reload nor waits for one: on home,
 * a site.json edit shows once the shell is built, not the slowest remote.
 */
export function receiveLiveMessage(state: LiveState, message: LiveMessage, { inPage = () => true, onScreen = inPage }: PageApps = {}): { state: LiveState; reload: boolean } {
  const { app } = message;
  const building = state.building.filter((name) => name !== app);
  if ('building' in message) return { state: { ...state, building: [...building, app] }, reload: false };
  const { hash, problems, warnings } = message;
  const without = (table: Record<string, BuildProblem[]>) => Object.fromEntries(Object.entries(table).filter(([name]) => name !== app));
  const next: LiveState = {
    ...state,
    building,
    problems: problems.length > 0 ? { ...without(state.problems), [app]: problems } : without(state.problems),
    warnings: warnings.length > 0 ? { ...without(state.warnings), [app]: warnings } : without(state.warnings),
  };
  if (problems.length === 0) {
    const shown = state.shown[app];
    const newer = shown === undefined ? app in state.problems : shown !== hash;
    next.shown = { ...state.shown, [app]: hash };
    next.stale = state.stale || (newer && inPage(app));
  }
  const reload = next.stale && !next.building.some(onScreen) && Object.keys(next.problems).length === 0;
  return { state: reload ? { ...next, stale: false } : next, reload };
}

export interface ShownProblem {
  app: string;
  /** "error": the build stopped; "warning": it went on. */
  severity: 'error' | 'warning';
  problem: BuildProblem;
}

/**
 * Every app's problems, then every app's warnings, in one list for the overlay (empty: no overlay).
 * A problem of a file every app reads (site.json) is listed once.
 */
export function currentProblems(state: LiveState): ShownProblem[] {
  const list = (table: Record<string, BuildProblem[]>, severity: ShownProblem['severity']) =>
    Object.entries(table).flatMap(([app, problems]) => problems.map((problem) => ({ app, severity, problem })));
  const seen = new Set<string>();
  return [...list(state.problems, 'error'), ...list(state.warnings, 'warning')].filter(({ problem }) => {
    const key = JSON.stringify([problem.file, problem.line, problem.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
