import type { GitHubFailure } from '../github/client';

/** A date in the visitor's locale and time zone (undefined locale = the browser's). */
export function formatDate(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatTime(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));
}

function rateLimitReason(failure: Extract<GitHubFailure, { kind: 'rate-limited' }>, locale?: string): string {
  const reset = failure.resetAt ? `it resets at ${formatTime(failure.resetAt, locale)}` : 'try again later';
  return `GitHub's request limit for this network has been reached (${reset})`;
}

/** The short notice above a saved list when the live call failed. */
export function staleNotice(takenAt: string, failure: GitHubFailure, locale?: string): string {
  const from = `Showing the list from ${formatDate(takenAt, locale)}`;
  if (failure.kind === 'rate-limited') return `${from}: ${rateLimitReason(failure, locale)}.`;
  return `${from}: GitHub can't be reached right now.`;
}

/** The message when there is no list at all to show. */
export function unavailableMessage(failure: GitHubFailure, locale?: string): string {
  if (failure.kind === 'rate-limited') return `The projects can't be shown: ${rateLimitReason(failure, locale)}.`;
  return "The projects can't be shown: GitHub can't be reached right now and no saved list is available.";
}
