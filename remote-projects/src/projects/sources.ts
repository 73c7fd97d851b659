import { remoteContent, type ProjectsContent } from '@portfolio/shared';
import { parseSnapshot, SNAPSHOT_FILE, type ProjectsSnapshot } from '../github/snapshot';
import { cachedProjects, loadLiveProjects, type LiveDependencies } from './liveProjects';
import type { ProjectsSources } from './store';

const SNAPSHOT_TIMEOUT_MS = 8000;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The build's snapshot, from this remote's own origin (publicPath), so `npm run snapshot` can refresh it without a rebuild. */
async function loadSnapshot(): Promise<ProjectsSnapshot | null> {
  try {
    const response = await fetch(new URL(SNAPSHOT_FILE, __webpack_public_path__), {
      signal: AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS),
    });
    return response.ok ? parseSnapshot(await response.json()) : null;
  } catch {
    return null;
  }
}

/**
 * The browser's sources. Where the repositories are read is this remote's own content (content.json
 * beside its code, with the snapshot), read once per visit; a failed read is tried again on Retry.
 */
export function browserSources(): ProjectsSources {
  const deps = async (): Promise<LiveDependencies> => ({
    config: (await remoteContent<ProjectsContent>(__webpack_public_path__)).github,
    storage: browserStorage(),
  });
  return {
    readCache: async () => cachedProjects(await deps()),
    loadSnapshot,
    loadLive: async () => loadLiveProjects(await deps()),
  };
}
