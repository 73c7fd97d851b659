import type { PostSummary } from '@portfolio/shared';
import type { Post } from '../writing/snapshot';
import type { OwnList } from './ownIndex';
import { parseIndex } from './ownPosts';
import { OwnPostCard } from './OwnPostCard';
import type { WritingEntry } from './writingEntries';

const time = (date: string | null) => (date === null ? Number.NEGATIVE_INFINITY : Date.parse(date));

/** The owner's posts and the feed's together, newest first; an undated post of their own after every dated one. */
export function writingEntries(own: readonly PostSummary[], feed: readonly Post[]): WritingEntry[] {
  // Each date read once, not at each of a thousand posts' ten thousand comparisons.
  const dated = [...own.map((post) => ({ kind: 'own' as const, post })), ...feed.map((post) => ({ kind: 'feed' as const, post }))].map((entry: WritingEntry) => ({ entry, at: time(entry.post.date) }));
  // A stable sort: posts of one date keep the order their source gave them.
  return dated.sort((a, b) => b.at - a.at).map(({ entry }) => entry);
}

/** The owner's posts as their index file (its JSON) lists them. */
export function ownList(index: unknown): OwnList {
  const posts = parseIndex(index);
  return { posts, Card: OwnPostCard, entries: (feed) => writingEntries(posts, feed) };
}
