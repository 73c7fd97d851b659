import { useEffect, useSyncExternalStore } from 'react';
import type { CvState, CvStore } from './cvStore';

/** The CV's loading state; asks the store to load on first use. */
export function useCv(store: CvStore): CvState {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  useEffect(() => store.load(), [store]);
  return state;
}
