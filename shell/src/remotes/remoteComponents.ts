import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadFederatedComponent } from './loadFederatedModule';

type LazyComponent = LazyExoticComponent<ComponentType<any>>;

const cache = new Map<string, LazyComponent>();

/**
 * One React.lazy per federated module, kept for the visit so re-mounts (page changes, resizes)
 * render the loaded component at once. A failed load is forgotten, so Retry starts a fresh one.
 */
export function remoteComponent<P>(id: string): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(id);
  if (!component) {
    component = lazy(() =>
      loadFederatedComponent<P>(id).catch((error: unknown) => {
        cache.delete(id);
        throw error;
      }),
    );
    cache.set(id, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}

/** Starts loading a module ahead of need (idle time, hover); errors surface when it renders. */
export function preloadRemoteComponent(id: string): void {
  void loadFederatedComponent(id).catch(() => undefined);
}

export function forgetRemoteComponent(id: string): void {
  cache.delete(id);
}
