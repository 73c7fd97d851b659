/**
 * What analytics counts, recorded by the shell as it happens and kept until the analytics code,
 * loaded after the first paint (startAnalytics.ts), takes it: each page shown and each web vitals
 * figure. A build without analytics compiles every call here to nothing (__ANALYTICS__).
 */
import type { PageName } from '@portfolio/shared';

export type FeedItem = { kind: 'page'; page: PageName } | { kind: 'vital'; name: string; value: number; rating: string };

const waiting: FeedItem[] = [];
let listener: ((item: FeedItem) => void) | undefined;

function record(item: FeedItem): void {
  if (!__ANALYTICS__) return;
  if (listener) listener(item);
  else waiting.push(item);
}

/** A page the visitor now sees: home on arrival, a section, home again on Back. */
export function pageShown(page: PageName): void {
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
