import { isPageName, type PageName } from '@portfolio/shared';

/**
 * Page changes are kept in history *state* (SPEC §2: no routes, the URL never changes) so the
 * browser's Back button restores the previous page. `depth` counts the entries this visit pushed.
 */
export interface PageHistoryState {
  portfolioPage: PageName;
  depth: number;
}

export function readHistoryState(state: unknown): PageHistoryState {
  if (state && typeof state === 'object' && 'portfolioPage' in state) {
    const { portfolioPage, depth } = state as Partial<Record<keyof PageHistoryState, unknown>>;
    if (isPageName(portfolioPage)) {
      return { portfolioPage, depth: typeof depth === 'number' && depth >= 0 ? depth : 0 };
    }
  }
  return { portfolioPage: 'home', depth: 0 };
}

export type HistoryStep =
  | { kind: 'none' }
  | { kind: 'back' }
  | { kind: 'push'; state: PageHistoryState };

/**
 * How to go from the current entry to `next`. Returning home from a page this visit pushed goes
 * back one entry instead of pushing, so the browser's Back button never leads "forward" again.
 */
export function historyStepFor(current: PageHistoryState, next: PageName): HistoryStep {
  if (current.portfolioPage === next) return { kind: 'none' };
  if (next === 'home' && current.depth > 0) return { kind: 'back' };
  return { kind: 'push', state: { portfolioPage: next, depth: current.depth + 1 } };
}
