import { isPlace, type Place } from '@portfolio/shared';
import { readHistoryState } from './pageHistory';

/**
 * The page to land on when the shell loads next: after it reloads itself (a redeployed remote, see
 * remotes/reloadOnRedeploy.ts) or the visitor switches language (LanguageSwitch). Any other load
 * starts on home (SPEC §2).
 */
const RESUME_KEY = 'portfolio:resume-page';

export function rememberPageForNextLoad(): void {
  sessionStorage.setItem(RESUME_KEY, readHistoryState(window.history.state).portfolioPage);
}

/** The remembered page, once: a later reload starts on home again. */
export function takeResumePage(): Place | undefined {
  try {
    const page = sessionStorage.getItem(RESUME_KEY);
    sessionStorage.removeItem(RESUME_KEY);
    return isPlace(page) && page !== 'home' ? page : undefined;
  } catch {
    return undefined;
  }
}
