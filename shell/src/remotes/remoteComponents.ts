import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadFederatedComponent } from './loadFederatedModule';
import { reloadIfRedeployed } from './reloadOnRedeploy';
import { readRemoteMap, remoteOf } from './remoteMap';

type Loaded = { default: ComponentType<any> };

const loads = new Map<string, Promise<Loaded>>();
const components = new Map<string, LazyExoticComponent<ComponentType<any>>>();

/** One load per module per visit, shared by preloading and rendering; a failed load is forgotten. */
function load(id: string): Promise<Loaded> {
  let pending = loads.get(id);
  if (!pending) {
    pending = loadFederatedComponent(id);
    const current = pending;
    current.catch(() => {
      if (loads.get(id) === current) loads.delete(id);
    });
    loads.set(id, pending);
  }
  return pending;
}

/** The remote of a module id, if the page's remote map names it (the map's own error shows otherwise). */
function knownRemote(id: string) {
  try {
    return remoteOf(id, readRemoteMap());
  } catch {
    return undefined;
  }
}

/**
 * A failed render-time load: if the remote was redeployed since this visit loaded it, the page
 * reloads onto the new version and this part stays loading till then; otherwise the error shows.
 * (Preloads never reload: the visitor has not asked for the part yet.)
 */
async function recoverOrThrow(id: string, error: unknown): Promise<never> {
  const remote = knownRemote(id);
  if (remote && (await reloadIfRedeployed(remote))) return new Promise<never>(() => undefined);
  throw error;
}

/**
 * A federated component for rendering now (the visitor asked for it): one load per visit, shared
 * with preloads; after a failure the next call loads again. A redeployed remote reloads the page.
 */
export function loadRemoteComponent<P>(id: string): Promise<ComponentType<P>> {
  return load(id).then(
    (loaded) => loaded.default as ComponentType<P>,
    (error: unknown) => recoverOrThrow(id, error),
  );
}

/**
 * One React.lazy per federated module, kept for the visit so re-mounts (page changes, resizes)
 * render the loaded component at once. After a failure the next render starts a fresh load,
 * which is what Retry relies on.
 */
export function remoteComponent<P>(id: string): LazyExoticComponent<ComponentType<P>> {
  let component = components.get(id);
  if (!component) {
    component = lazy(() =>
      loadRemoteComponent<P>(id).then(
        (loaded) => ({ default: loaded }),
        (error: unknown) => {
          components.delete(id);
          throw error;
        },
      ),
    );
    components.set(id, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}

/** Starts loading a module ahead of need (idle time, hover, focus); errors surface when it renders. */
export function preloadRemoteComponent(id: string): void {
  load(id).catch(() => undefined);
}

export function forgetRemoteComponent(id: string): void {
  loads.delete(id);
  components.delete(id);
}
