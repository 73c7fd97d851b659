import type { GitHubFailure } from '../github/client';
import type { ProjectsSnapshot } from '../github/snapshot';
import { initialProjectsState, projectsReducer, projectsView, type ProjectsAction, type ProjectsState } from './state';

const item = (name: string) => ({ name, description: 'Yes!', url: null, language: null, lastUpdated: null, deploymentURL: null });
const snapshot: ProjectsSnapshot = { takenAt: '2026-06-01T00:00:00.000Z', items: [item('from-snapshot')] };
const cached: ProjectsSnapshot = { takenAt: '2026-07-01T00:00:00.000Z', items: [item('from-cache')] };
const live: ProjectsSnapshot = { takenAt: '2026-08-01T00:00:00.000Z', items: [item('live')] };
const offline: GitHubFailure = { kind: 'network', timedOut: false, message: 'Failed to fetch' };

const run = (...actions: ProjectsAction[]): ProjectsState => actions.reduce(projectsReducer, initialProjectsState);

describe('projectsView', () => {
  it('is loading before anything has arrived', () => {
    expect(projectsView(run({ type: 'live-loading' }))).toEqual({ kind: 'loading' });
  });

  it('shows the snapshot at once while GitHub is asked', () => {
    expect(projectsView(run({ type: 'live-loading' }, { type: 'snapshot-loaded', snapshot }))).toEqual({
      kind: 'saved',
      items: snapshot.items,
      takenAt: snapshot.takenAt,
      checking: true,
      failure: null,
    });
  });

  it('replaces the snapshot with the live list', () => {
    const state = run({ type: 'snapshot-loaded', snapshot }, { type: 'live-loading' }, { type: 'live-loaded', list: live });
    expect(projectsView(state)).toEqual({ kind: 'live', items: live.items });
  });

  it('keeps the snapshot with the failure when the live call fails', () => {
    const state = run({ type: 'snapshot-loaded', snapshot }, { type: 'live-failed', failure: offline });
    expect(projectsView(state)).toMatchObject({ kind: 'saved', items: snapshot.items, checking: false, failure: offline });
  });

  it("prefers the last visit's list when it is newer than the snapshot", () => {
    const state = run({ type: 'cache-read', cached }, { type: 'snapshot-loaded', snapshot }, { type: 'live-failed', failure: offline });
    expect(projectsView(state)).toMatchObject({ kind: 'saved', items: cached.items, takenAt: cached.takenAt });
  });

  it('prefers the snapshot when it is newer than the cache', () => {
    const older = { ...cached, takenAt: '2020-01-01T00:00:00.000Z' };
    const state = run({ type: 'cache-read', cached: older }, { type: 'snapshot-loaded', snapshot });
    expect(projectsView(state)).toMatchObject({ items: snapshot.items });
  });

  it('waits for the snapshot before declaring the list unavailable', () => {
    expect(projectsView(run({ type: 'live-failed', failure: offline }))).toEqual({ kind: 'loading' });
  });

  it('is unavailable with neither a saved list nor a live one', () => {
    const state = run({ type: 'snapshot-loaded', snapshot: null }, { type: 'live-failed', failure: offline });
    expect(projectsView(state)).toEqual({ kind: 'unavailable', failure: offline });
  });
});
