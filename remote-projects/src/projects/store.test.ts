import type { ProjectsSnapshot } from '../github/snapshot';
import type { LiveOutcome } from './liveProjects';
import { projectsView } from './state';
import { createProjectsStore } from './store';

const snapshot: ProjectsSnapshot = { takenAt: '2026-06-01T00:00:00.000Z', items: [] };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createProjectsStore', () => {
  it('loads once however many times it is started', async () => {
    const loadLive = jest.fn(async (): Promise<LiveOutcome> => ({ ok: true, ...snapshot }));
    const loadSnapshot = jest.fn(async () => snapshot);
    const store = createProjectsStore({ readCache: async () => null, loadSnapshot, loadLive });
    store.start();
    store.start();
    await flush();
    store.start();
    expect(loadLive).toHaveBeenCalledTimes(1);
    expect(loadSnapshot).toHaveBeenCalledTimes(1);
    expect(projectsView(store.getState()).kind).toBe('live');
  });

  it('notifies subscribers as answers arrive', async () => {
    const live = deferred<LiveOutcome>();
    const store = createProjectsStore({ readCache: async () => null, loadSnapshot: async () => snapshot, loadLive: () => live.promise });
    const seen: string[] = [];
    store.subscribe(() => seen.push(projectsView(store.getState()).kind));
    store.start();
    await flush();
    live.resolve({ ok: true, ...snapshot });
    await flush();
    expect(seen.at(-1)).toBe('live');
    expect(seen).toContain('saved');
  });

  it('retries only what failed', async () => {
    const loadSnapshot = jest.fn(async () => null);
    const loadLive = jest
      .fn<Promise<LiveOutcome>, []>()
      .mockResolvedValueOnce({ ok: false, failure: { kind: 'server', status: 500 } })
      .mockResolvedValueOnce({ ok: true, ...snapshot });
    const store = createProjectsStore({ readCache: async () => null, loadSnapshot, loadLive });
    store.start();
    await flush();
    expect(projectsView(store.getState()).kind).toBe('unavailable');
    store.retry();
    await flush();
    expect(loadLive).toHaveBeenCalledTimes(2);
    expect(loadSnapshot).toHaveBeenCalledTimes(2);
    expect(projectsView(store.getState()).kind).toBe('live');
  });

  it('turns an unexpected rejection into a network failure instead of an uncaught error', async () => {
    const store = createProjectsStore({
      readCache: async () => null,
      loadSnapshot: async () => snapshot,
      loadLive: () => Promise.reject(new Error('boom')),
    });
    store.start();
    await flush();
    expect(projectsView(store.getState())).toMatchObject({ kind: 'saved', failure: { kind: 'network' } });
  });
});
