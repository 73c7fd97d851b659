import type { ComponentType } from 'react';
import { fetchManifestEarly } from './earlyManifests';
import { pageRemoteOf } from './remoteMap';
import { boundedFetch, REMOTE_LOAD_TIMEOUT_MS } from './timeouts';

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Overlaps the manifest's round trip with the runtime chunk's download (see earlyManifests.ts). */
function startManifestFetch(id: string): void {
  // A broken remote map: the runtime reports it when it starts.
  const entry = pageRemoteOf(id)?.entry;
  if (entry) fetchManifestEarly(entry, boundedFetch);
}

/**
 * Loads a federated module through the runtime (not a static import: a failed static import stays
 * failed for the whole visit, the runtime can try again) and checks it has a component to render.
 */
export async function loadFederatedComponent<P>(id: string): Promise<{ default: ComponentType<P> }> {
  startManifestFetch(id);
  const { loadPage } = await import('./loadPage');
  // Timed from the runtime's own start: if this cap fired while the runtime's bounded manifest
  // fetch was still pending (it starts only once the runtime chunk is in), Retry would join that
  // pending fetch and fail again.
  const component = await withTimeout(loadPage(id), REMOTE_LOAD_TIMEOUT_MS, `${id} did not load within ${REMOTE_LOAD_TIMEOUT_MS / 1000} s`);
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new RemoteLoadError(`${id} has no component to render`);
  }
  return { default: component as ComponentType<P> };
}
