/**
 * What analytics counts, recorded by the shell as it happens and kept until the analytics code,
 * loaded after the first paint (startAnalytics.ts), takes it: each page shown and each web vitals
 * figure. A site without analytics records nothing: the switch is its content (site.json
 * "analytics", in the page), not a build constant, so the shell's code is the same for every site.
 */
import { siteContent, type Place } from '@portfolio/shared';

export type FeedItem = { kind: 'page'; page: Place } | { kind: 'vital'; name: string; value: number; rating: string };

const waiting: FeedItem[] = [];
let listener: ((item: FeedItem) => void) | undefined;

/** Whether the site has analytics (site.json "analytics"). */
export function analyticsOn(): boolean {
  return Boolean(siteContent().analytics);
}

function record(item: FeedItem): void {
  if (!analyticsOn()) return;
  if (listener) listener(item);
  else waiting.push(item);
}

/** A page the visitor now sees: home on arrival, a section, home again on Back. */
export function pageShown(page: Place): void {
  record({ kind: 'page', page });
}

/** A figure of the web vitals reporter (vitals/reportWebVitals.ts). */
export function vitalReported(name: string, value: number, rating: string): void {
  record({ kind: 'vital', name, value, rating });
}

/** Takes everything recorded so far, then each item as it comes. */
export function followFeed(next: (item: FeedItem) => void): void {
  listener = next;
  for (const item of waiting.splice(0)) next(item);
}

/**
 * Whether this page load is a reload: with a resumed page, the shell's own after a redeploy
 * (remotes/reloadOnRedeploy.ts), whose page was counted before it. Read from the browser's
 * navigation entry, so nothing is stored for analytics.
 */
export function reloadedItself(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return (navigation as PerformanceNavigationTiming | undefined)?.type === 'reload';
}
