import type { ComponentType } from 'react';
import { preloadModuleFiles } from './intentPreload';
import { loadFederatedComponent } from './loadFederatedModule';
import { clearReloadGuard, reloadIfRedeployed } from './reloadOnRedeploy';
import { pageRemoteOf } from './remoteMap';

type Loaded = { default: ComponentType<unknown> };

const loads = new Map<string, Promise<Loaded>>();
const loaded = new Map<string, ComponentType<unknown>>();

/** One load per module per visit, shared by preloading and rendering; a failed load is forgotten. */
function load(id: string): Promise<Loaded> {
  let pending = loads.get(id);
  if (!pending) {
    pending = loadFederatedComponent(id);
    const current = pending;
    current.then(
      (module) => {
        if (loads.get(id) === current) loaded.set(id, module.default);
        const remote = pageRemoteOf(id);
        if (remote) clearReloadGuard(remote.name);
      },
      () => {
        if (loads.get(id) === current) loads.delete(id);
      },
    );
    loads.set(id, pending);
  }
  return pending;
}

/**
 * A failed render-time load: if the remote was redeployed since this visit loaded it, the page
 * reloads onto the new version and this part stays loading till then; otherwise the error shows.
 * (Preloads never reload: the visitor has not asked for the part yet.)
 */
async function recoverOrThrow(id: string, error: unknown): Promise<never> {
  const remote = pageRemoteOf(id);
  if (remote && (await reloadIfRedeployed(remote))) return new Promise<never>(() => undefined);
  throw error;
}

/**
 * A federated component for rendering now (the visitor asked for it): one load per visit, shared
 * with preloads; after a failure the next call loads again. A redeployed remote reloads the page.
 */
export function loadRemoteComponent<P>(id: string): Promise<ComponentType<P>> {
  return load(id).then(
    (module) => module.default as ComponentType<P>,
    (error: unknown) => recoverOrThrow(id, error),
  );
}

/**
 * The component of a module this visit has already loaded, for rendering at once: re-mounts (page
 * changes, resizes) show it without a loading state.
 */
export function loadedRemoteComponent<P>(id: string): ComponentType<P> | undefined {
  return loaded.get(id) as ComponentType<P> | undefined;
}

/**
 * Starts loading a module ahead of need (hover, focus, touch): its files from the manifest read at
 * idle, all at once, beside the runtime's own requests; errors surface when it renders.
 */
export function preloadRemoteComponent(id: string): void {
  preloadModuleFiles(id);
  load(id).catch(() => undefined);
}

const remoteName = (id: string) => id.split('/')[0] ?? id;

/** The remotes whose code this page has loaded ("remote_cv", …): a newer build of one calls for a live reload in development. */
export function loadedRemoteNames(): string[] {
  return [...new Set([...loaded.keys()].map(remoteName))];
}

/** Modules in place on the page now, counted per mount. */
const shown = new Map<string, number>();

/** Counts a module's part as shown until the returned function is called (RemotePart, while mounted). */
export function showingRemoteComponent(id: string): () => void {
  shown.set(id, (shown.get(id) ?? 0) + 1);
  return () => {
    const left = (shown.get(id) ?? 1) - 1;
    if (left > 0) shown.set(id, left);
    else shown.delete(id);
  };
}

/** The remotes whose parts the page shows now: what a live reload in development waits for. */
export function shownRemoteNames(): string[] {
  return [...new Set([...shown.keys()].map(remoteName))];
}

export function forgetRemoteComponent(id: string): void {
  loads.delete(id);
  loaded.delete(id);
}
