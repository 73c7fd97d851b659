import type { GitHubFailure } from '../github/client';
import type { ProjectsSnapshot } from '../github/snapshot';
import type { ProjectItem } from '../github/types';

export interface ProjectsState {
  /** The build-time snapshot: undefined while it loads, null when there is none. */
  snapshot: ProjectsSnapshot | null | undefined;
  /** The last visit's live answer from localStorage. */
  cached: ProjectsSnapshot | null;
  live: { status: 'idle' | 'loading' } | ({ status: 'ok' } & ProjectsSnapshot) | { status: 'failed'; failure: GitHubFailure };
}

export type ProjectsAction =
  | { type: 'cache-read'; cached: ProjectsSnapshot | null }
  | { type: 'snapshot-loading' }
  | { type: 'snapshot-loaded'; snapshot: ProjectsSnapshot | null }
  | { type: 'live-loading' }
  | { type: 'live-loaded'; list: ProjectsSnapshot }
  | { type: 'live-failed'; failure: GitHubFailure };

export const initialProjectsState: ProjectsState = { snapshot: undefined, cached: null, live: { status: 'idle' } };

export function projectsReducer(state: ProjectsState, action: ProjectsAction): ProjectsState {
  switch (action.type) {
    case 'cache-read':
      return { ...state, cached: action.cached };
    case 'snapshot-loading':
      return { ...state, snapshot: undefined };
    case 'snapshot-loaded':
      return { ...state, snapshot: action.snapshot };
    case 'live-loading':
      return { ...state, live: { status: 'loading' } };
    case 'live-loaded':
      return { ...state, live: { status: 'ok', ...action.list } };
    case 'live-failed':
      return { ...state, live: { status: 'failed', failure: action.failure } };
  }
}

/** What the page shows. */
export type ProjectsView =
  | { kind: 'loading' }
  | { kind: 'live'; items: ProjectItem[] }
  | { kind: 'saved'; items: ProjectItem[]; takenAt: string; checking: boolean; failure: GitHubFailure | null }
  | { kind: 'unavailable'; failure: GitHubFailure };

function newest(a: ProjectsSnapshot | null | undefined, b: ProjectsSnapshot | null | undefined): ProjectsSnapshot | null {
  if (!a || !b) return a ?? b ?? null;
  return Date.parse(b.takenAt) > Date.parse(a.takenAt) ? b : a;
}

/**
 * SPEC §5: the live list when it has arrived; until then (or when it failed) the newest saved list
 * (last visit's answer or the build snapshot); with neither, loading or a message with Retry.
 */
export function projectsView(state: ProjectsState): ProjectsView {
  const { live } = state;
  if (live.status === 'ok') return { kind: 'live', items: live.items };
  const saved = newest(state.cached, state.snapshot);
  const failure = live.status === 'failed' ? live.failure : null;
  if (saved) return { kind: 'saved', items: saved.items, takenAt: saved.takenAt, checking: live.status !== 'failed', failure };
  if (failure && state.snapshot === null) return { kind: 'unavailable', failure };
  return { kind: 'loading' };
}
