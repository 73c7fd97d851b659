import { createStateCell } from '@portfolio/shared';
import type { ProjectsSnapshot } from '../github/snapshot';
import type { LiveOutcome } from './liveProjects';
import { initialProjectsState, projectsReducer, type ProjectsAction, type ProjectsState } from './state';

export interface ProjectsSources {
  /** The list from the last visit, where the browser kept one. */
  readCache(): Promise<ProjectsSnapshot | null>;
  loadSnapshot(): Promise<ProjectsSnapshot | null>;
  loadLive(): Promise<LiveOutcome>;
}

export interface ProjectsStore {
  getState(): ProjectsState;
  subscribe(listener: () => void): () => void;
  /** Starts loading once per store; later calls (re-mounts, navigation back) do nothing. */
  start(): void;
  /** Asks again for whatever is missing or failed. */
  retry(): void;
}

/**
 * The projects for the whole visit. It lives outside React because the shell re-mounts the page on
 * every navigation and resize, and SPEC §5 says those must not fetch again.
 */
export function createProjectsStore(sources: ProjectsSources): ProjectsStore {
  const cell = createStateCell(initialProjectsState);
  let started = false;

  function dispatch(action: ProjectsAction) {
    cell.set(projectsReducer(cell.get(), action));
  }

  function loadSnapshot() {
    dispatch({ type: 'snapshot-loading' });
    sources.loadSnapshot().then(
      (snapshot) => dispatch({ type: 'snapshot-loaded', snapshot }),
      () => dispatch({ type: 'snapshot-loaded', snapshot: null }),
    );
  }

  function loadLive() {
    dispatch({ type: 'live-loading' });
    sources.loadLive().then(
      (outcome) =>
        dispatch(
          outcome.ok
            ? { type: 'live-loaded', list: { takenAt: outcome.takenAt, items: outcome.items } }
            : { type: 'live-failed', failure: outcome.failure },
        ),
      (error: unknown) =>
        dispatch({ type: 'live-failed', failure: { kind: 'network', timedOut: false, message: String(error) } }),
    );
  }

  return {
    getState: cell.get,
    subscribe: cell.subscribe,
    start() {
      if (started) return;
      started = true;
      sources.readCache().then(
        (cached) => dispatch({ type: 'cache-read', cached }),
        () => undefined,
      );
      loadSnapshot();
      loadLive();
    },
    retry() {
      const state = cell.get();
      if (state.snapshot === null) loadSnapshot();
      if (state.live.status === 'failed') loadLive();
    },
  };
}
