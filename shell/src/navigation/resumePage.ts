import { isPageName, type PageName } from '@portfolio/shared';
import { readHistoryState } from './pageHistory';

/**
 * The page to land on when the shell loads next: after it reloads itself (a redeployed remote, see
 * remotes/reloadOnRedeploy.ts) or the visitor switches language (LanguageSwitch). Any other load
 * starts on home (SPEC §2).
 */
const RESUME_KEY = 'portfolio:resume-page';

/** Why the next load resumes a page: the visitor chose another language, or the shell reloaded itself (the same view again). */
export type ResumeReason = 'language' | 'reload';

export function rememberPageForNextLoad(reason: ResumeReason): void {
  sessionStorage.setItem(RESUME_KEY, `${readHistoryState(window.history.state).portfolioPage} ${reason}`);
}

/** The remembered page and why, once: a later reload starts on home again. */
export function takeResumePage(): { page: PageName; reason: ResumeReason } | undefined {
  try {
    const [page, reason] = (sessionStorage.getItem(RESUME_KEY) ?? '').split(' ');
    sessionStorage.removeItem(RESUME_KEY);
    return isPageName(page) && page !== 'home' ? { page, reason: reason === 'reload' ? 'reload' : 'language' } : undefined;
  } catch {
    return undefined;
  }
}
