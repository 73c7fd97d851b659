/**
 * A remote that hangs must give up in seconds, not minutes (the chunk load timeout of 120 s is
 * the webpack-level ceiling; this is what the visitor waits at most before seeing Retry).
 */
export const REMOTE_LOAD_TIMEOUT_MS = 10000;

/**
 * The one fresh look at a remote's manifest after a load failed (is it a redeploy?). Short: a
 * remote that hangs has already cost the visitor REMOTE_LOAD_TIMEOUT_MS.
 */
export const MANIFEST_CHECK_TIMEOUT_MS = 3000;

/** A fetch of a remote's manifest that gives up after REMOTE_LOAD_TIMEOUT_MS. */
export function boundedFetch(url: string, init?: RequestInit): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
}
