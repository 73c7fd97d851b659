import { isPlace, type Place } from '@portfolio/shared';

/**
 * Page changes are kept in history *state* (SPEC §2: no routes, the URL never changes) so the
 * browser's Back button restores the previous page. `depth` counts the entries this visit pushed;
 * `from` is the place the entry was pushed from (a post's entry: the Writing list), so returning to
 * it is a step back, not a new entry.
 */
export interface PageHistoryState {
  portfolioPage: Place;
  depth: number;
  from?: Place;
}

export function readHistoryState(state: unknown): PageHistoryState {
  if (state && typeof state === 'object' && 'portfolioPage' in state) {
    const { portfolioPage, depth, from } = state as Partial<Record<keyof PageHistoryState, unknown>>;
    if (isPlace(portfolioPage)) {
      const read: PageHistoryState = { portfolioPage, depth: typeof depth === 'number' && depth >= 0 ? depth : 0 };
      if (isPlace(from)) read.from = from;
      return read;
    }
  }
  return { portfolioPage: 'home', depth: 0 };
}

export type HistoryStep =
  | { kind: 'none' }
  | { kind: 'back' }
  | { kind: 'push'; state: PageHistoryState };

/**
 * How to go from the current entry to `next`. Returning to the place a pushed entry came from (home
 * from a section, the Writing list from a post) goes back one entry instead of pushing, so the
 * browser's Back button never leads "forward" again. An entry pushed before `from` existed came from home.
 */
export function historyStepFor(current: PageHistoryState, next: Place): HistoryStep {
  if (current.portfolioPage === next) return { kind: 'none' };
  if (current.depth > 0 && next === (current.from ?? 'home')) return { kind: 'back' };
  return { kind: 'push', state: { portfolioPage: next, depth: current.depth + 1, from: current.portfolioPage } };
}
