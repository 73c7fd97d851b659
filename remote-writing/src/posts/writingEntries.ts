import type { PostSummary } from '@portfolio/shared';
import type { Post } from '../writing/snapshot';

/** One line of the Writing list: a post of the owner's own (opens in the site) or one from their feed (opens on their blog). */
export type WritingEntry = { kind: 'own'; post: PostSummary } | { kind: 'feed'; post: Post };

/** The key of an entry in the list: a post's slug is unique among the owner's, a feed post's URL among the feed's. */
export const entryKey = (entry: WritingEntry) => (entry.kind === 'own' ? `own:${entry.post.slug}` : `feed:${entry.post.url}`);
