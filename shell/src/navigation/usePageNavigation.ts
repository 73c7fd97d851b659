import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageName } from '@portfolio/shared';
import { checkForUpdate } from '../sw/registerServiceWorker';
import { historyStepFor, readHistoryState, type PageHistoryState } from './pageHistory';
import { pageShown } from '../analytics/feed';
import { takeResumePage } from './resumePage';

export interface PageNavigation {
  page: PageName;
  /** Increments on every page change; 0 means "the visit just started" (no focus move then). */
  changeCount: number;
  navigate(page: PageName): void;
}

const START: PageHistoryState = { portfolioPage: 'home', depth: 0 };

/** The in-memory page value, mirrored into history state so Back works without routes. */
export function usePageNavigation(): PageNavigation {
  const [page, setPage] = useState<PageName>('home');
  const [changeCount, setChangeCount] = useState(0);
  const entry = useRef<PageHistoryState>(START);

  /** Shows a page; `counted`: a view for analytics (not the page the shell's own reload resumes, counted before it). */
  const show = useCallback((state: PageHistoryState, counted = true) => {
    entry.current = state;
    setPage(state.portfolioPage);
    setChangeCount((count) => count + 1);
    if (counted) pageShown(state.portfolioPage);
    checkForUpdate();
  }, []);

  useEffect(() => {
    // A reload starts on home (SPEC §2), whatever state the history entry had, except the shell's
    // own reload for a redeployed remote, which lands on the page the visitor was on.
    window.history.replaceState(START, '');
    const resume = takeResumePage();
    const step = resume ? historyStepFor(START, resume.page) : null;
    if (step?.kind === 'push') {
      window.history.pushState(step.state, '');
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the one render-after-mount this needs: the first render hydrates the prerendered home page, so the resumed page can only show after it (and takeResumePage() consumes storage: not a thing to do while rendering)
      show(step.state, resume?.reason !== 'reload');
    } else {
      pageShown('home');
    }
    const onPopState = (event: PopStateEvent) => show(readHistoryState(event.state));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  const navigate = useCallback(
    (next: PageName) => {
      const step = historyStepFor(entry.current, next);
      if (step.kind === 'back') {
        window.history.back();
      } else if (step.kind === 'push') {
        window.history.pushState(step.state, '');
        show(step.state);
      }
    },
    [show],
  );

  return { page, changeCount, navigate };
}
