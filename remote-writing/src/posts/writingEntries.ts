import type { PostSummary } from '@portfolio/shared';
import type { Post } from '../writing/snapshot';

/** One line of the Writing list: a post of the owner's own (opens in the site) or one from their feed (opens on their blog). */
export type WritingEntry = { kind: 'own'; post: PostSummary } | { kind: 'feed'; post: Post };

const time = (date: string | null) => (date === null ? Number.NEGATIVE_INFINITY : Date.parse(date));

/** The owner's posts and the feed's together, newest first; an undated post of their own after every dated one. */
export function writingEntries(own: readonly PostSummary[], feed: readonly Post[]): WritingEntry[] {
  // Each date read once, not at each of a thousand posts' ten thousand comparisons.
  const dated = [...own.map((post) => ({ kind: 'own' as const, post })), ...feed.map((post) => ({ kind: 'feed' as const, post }))].map((entry: WritingEntry) => ({ entry, at: time(entry.post.date) }));
  // A stable sort: posts of one date keep the order their source gave them.
  return dated.sort((a, b) => b.at - a.at).map(({ entry }) => entry);
}

/** The key of an entry in the list: a post's slug is unique among the owner's, a feed post's URL among the feed's. */
export const entryKey = (entry: WritingEntry) => (entry.kind === 'own' ? `own:${entry.post.slug}` : `feed:${entry.post.url}`);
