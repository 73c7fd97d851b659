import { fetchRepositories, repositoriesOf, type GitHubFailure } from '../github/client';
import { shownProjects } from '../github/projects';
import type { ProjectsSnapshot } from '../github/snapshot';
import type { GitHubConfig } from '../github/types';
import { readProjectsCache, writeProjectsCache } from './cache';

export type LiveOutcome = ({ ok: true } & ProjectsSnapshot) | { ok: false; failure: GitHubFailure };

export interface LiveDependencies {
  config: GitHubConfig;
  storage: Storage | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

/** The list from the last visit's answer, to show at once while GitHub is asked again. */
export function cachedProjects({ config, storage }: LiveDependencies): ProjectsSnapshot | null {
  const cache = readProjectsCache(storage, config);
  return cache && { takenAt: cache.takenAt, items: shownProjects(repositoriesOf(cache.pages), config) };
}

/** Asks GitHub, revalidating the cached pages with their ETags; keeps a fresh answer for the next visit. */
export async function loadLiveProjects(deps: LiveDependencies): Promise<LiveOutcome> {
  const { config, storage } = deps;
  const cache = readProjectsCache(storage, config);
  const result = await fetchRepositories({
    api: config.api,
    user: config.user,
    fetch: deps.fetch,
    timeoutMs: deps.timeoutMs,
    cachedPages: cache?.pages,
  });
  if (!result.ok) return result;
  const takenAt = new Date((deps.now ?? Date.now)()).toISOString();
  writeProjectsCache(storage, config, { takenAt, pages: result.pages });
  return { ok: true, takenAt, items: shownProjects(repositoriesOf(result.pages), config) };
}
