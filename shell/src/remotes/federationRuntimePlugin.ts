import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS } from './timeouts';

/**
 * Bounds the two network waits the federation runtime does not bound itself: the manifest fetch
 * (no timeout at all by default) and the remoteEntry script (20 s by default). Errors are logged
 * and re-thrown so the React error boundary shows Retry in place of the failed part.
 */
export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portfolio-bounded-remotes',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
    },
    createScript() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS } as unknown as HTMLScriptElement;
    },
    errorLoadRemote({ id, error }) {
      console.warn(`[portfolio] could not load ${id}:`, error);
      return undefined;
    },
  };
}
