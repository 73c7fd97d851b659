import { useCallback, useEffect, useRef, useState } from 'react';
import type { Place } from '@portfolio/shared';
import { checkForUpdate } from '../sw/registerServiceWorker';
import { historyStepFor, readHistoryState, type PageHistoryState } from './pageHistory';
import { pageShown, reloadedItself } from '../analytics/feed';
import { takeResumePage } from './resumePage';

export interface PageNavigation {
  page: Place;
  /** Increments on every page change; 0 means "the visit just started" (no focus move then). */
  changeCount: number;
  navigate(place: Place): void;
}

const START: PageHistoryState = { portfolioPage: 'home', depth: 0 };

/** The in-memory page value, mirrored into history state so Back works without routes. */
export function usePageNavigation(): PageNavigation {
  const [page, setPage] = useState<Place>('home');
  const [changeCount, setChangeCount] = useState(0);
  const entry = useRef<PageHistoryState>(START);

  const show = useCallback((state: PageHistoryState) => {
    entry.current = state;
    setPage(state.portfolioPage);
    setChangeCount((count) => count + 1);
    checkForUpdate();
  }, []);

  useEffect(() => {
    // A reload starts on home (SPEC §2), whatever state the history entry had, except the shell's
    // own reload for a redeployed remote, which lands on the page the visitor was on.
    window.history.replaceState(START, '');
    const resume = takeResumePage();
    let shown: Place = 'home';
    if (resume) {
      const step = historyStepFor(START, resume);
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
    if (!(shown !== 'home' && reloadedItself())) pageShown(shown);
    const onPopState = (event: PopStateEvent) => {
      const state = readHistoryState(event.state);
      show(state);
      pageShown(state.portfolioPage);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

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
