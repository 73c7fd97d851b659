/**
 * What the CV remote's stores share (the CV's, the Publications page's lists): a state cell whose
 * `status` says whether a load has started, loaded once and again on Retry, and a fetch that gives up.
 */
import type { StateCell } from '@portfolio/shared';

export interface LoadingStore<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
  /** Starts the first fetch; does nothing once one has started. */
  load(): void;
  /** Fetches again after a failure (or a partial load). */
  retry(): void;
}

/** A store over its state cell: `run` loads once, and again on Retry unless a load is under way. */
export function storeOver<S extends { status: string }>(cell: StateCell<S>, run: () => Promise<void>): LoadingStore<S> {
  return {
    getState: cell.get,
    subscribe: cell.subscribe,
    load() {
      if (cell.get().status === 'idle') void run();
    },
    retry() {
      if (cell.get().status !== 'loading') void run();
    },
  };
}

/** A server that never answers must not leave the placeholder up for ever. */
const FETCH_TIMEOUT_MS = 20000;

export async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout?.(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.text();
}
