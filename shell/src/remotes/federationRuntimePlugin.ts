import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './earlyManifests';
import { recordLoadedManifest } from './reloadOnRedeploy';
import { boundedFetch, REMOTE_LOAD_TIMEOUT_MS } from './timeouts';
import { trustedScriptUrl } from '../security/scriptUrlPolicy';

/**
 * Bounds the network waits the federation runtime does not bound itself, or bounds too loosely: the
 * manifest fetch (no timeout at all by default), the remoteEntry script and a remote's stylesheets
 * (20 s each by default). Errors are logged
 * and re-thrown so the React error boundary shows Retry in place of the failed part. Each manifest
 * loaded is recorded, so a later failure can tell a redeployed remote from a broken one. A manifest
 * fetched early (see earlyManifests.ts) is used instead of fetching it again.
 */
export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portfolio-bounded-remotes',
    async fetch(url, init) {
      const response = await (takeEarlyManifest(url) ?? boundedFetch(url, init));
      if (response.ok && url.split('?')[0]?.endsWith('/mf-manifest.json')) {
        response
          .clone()
          .text()
          .then((text) => recordLoadedManifest(url, text))
          .catch(() => undefined);
      }
      return response;
    },
    // The remote's entry script, its URL through the script URL policy (the CSP requires Trusted Types), with the runtime's attributes and a bounded wait.
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.type = attrs?.['type'] === 'module' ? 'module' : 'text/javascript';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type') script.setAttribute(name, String(value));
      }
      script.src = trustedScriptUrl(url);
      return { script, timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
    createLink() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
    errorLoadRemote({ id, error }) {
      console.warn(`[portfolio] could not load ${id}:`, error);
      return undefined;
    },
  };
}
