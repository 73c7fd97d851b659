/**
 * A value that lives outside React (module state survives the shell's re-mounts) and that
 * components read with useSyncExternalStore(cell.subscribe, cell.get).
 */
export interface StateCell<S> {
  get(): S;
  set(next: S): void;
  subscribe(listener: () => void): () => void;
}

export function createStateCell<S>(initial: S): StateCell<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
