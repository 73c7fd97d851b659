import { formatDate, formatTime, t } from '@portfolio/shared';
import type { GitHubFailure } from '../github/client';

/** The short notice above a saved list when the live call failed. */
export function staleNotice(takenAt: string, failure: GitHubFailure): string {
  const date = formatDate(takenAt);
  if (failure.kind !== 'rate-limited') return t('projects.savedUnreachable', { date });
  return failure.resetAt ? t('projects.savedRateLimited', { date, time: formatTime(failure.resetAt) }) : t('projects.savedRateLimitedLater', { date });
}

/** The message when there is no list at all to show. */
export function unavailableMessage(failure: GitHubFailure): string {
  if (failure.kind !== 'rate-limited') return t('projects.unavailableUnreachable');
  return failure.resetAt ? t('projects.unavailableRateLimited', { time: formatTime(failure.resetAt) }) : t('projects.unavailableRateLimitedLater');
}
