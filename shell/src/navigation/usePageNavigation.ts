import { useCallback, useEffect, useRef, useState } from 'react';
import type { Place } from '@portfolio/shared';
import { checkForUpdate } from '../sw/updateCheck';
import { historyStepFor, readHistoryState, type PageHistoryState } from './pageHistory';
import { pageShown, reloadedItself } from '../analytics/feed';
import { takeResumePage } from './resumePage';

export interface PageNavigation {
  page: Place;
  /** Increments on every page change; 0 means "the visit just started" (no focus move then). */
  changeCount: number;
  navigate(place: Place): void;
}

/** The in-memory page value, mirrored into history state so Back works without routes. */
export function usePageNavigation(startPlace: Place): PageNavigation {
  const [start] = useState<PageHistoryState>(() => ({ portfolioPage: startPlace, depth: 0 }));
  const [page, setPage] = useState<Place>(start.portfolioPage);
  const [changeCount, setChangeCount] = useState(0);
  const entry = useRef<PageHistoryState>(start);

  const show = useCallback((state: PageHistoryState) => {
    entry.current = state;
    setPage(state.portfolioPage);
    setChangeCount((count) => count + 1);
    checkForUpdate();
  }, []);

  useEffect(() => {
    // A reload starts where the document does (home, or a post's document its post: SPEC §2),
    // whatever state the history entry had, except the shell's own reload for a redeployed remote,
    // which lands on the page the visitor was on.
    window.history.replaceState(start, '');
    const resume = takeResumePage();
    let shown: Place = start.portfolioPage;
    if (resume) {
      const step = historyStepFor(start, resume);
      if (step.kind === 'push') {
        window.history.pushState(step.state, '');
        // eslint-disable-next-line react-hooks/set-state-in-effect -- the one render-after-mount this needs: the first render hydrates the prerendered home page, so the resumed page can only show after it (and takeResumePage() consumes storage: not a thing to do while rendering)
        show(step.state);
        shown = resume;
      }
    }
    // A view for analytics (a build without it has none of these calls). A page resumed by the
    // shell's own reload after a redeploy was counted before it; one resumed by a language switch
    // is a page of another language.
    if (!(shown !== start.portfolioPage && reloadedItself())) pageShown(shown);
    const onPopState = (event: PopStateEvent) => {
      const state = readHistoryState(event.state);
      show(state);
      pageShown(state.portfolioPage);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show, start]);

  const navigate = useCallback(
    (next: Place) => {
      const step = historyStepFor(entry.current, next);
      if (step.kind === 'back') {
        window.history.back();
      } else if (step.kind === 'push') {
        window.history.pushState(step.state, '');
        show(step.state);
        pageShown(step.state.portfolioPage);
      }
    },
    [show],
  );

  return { page, changeCount, navigate };
}
