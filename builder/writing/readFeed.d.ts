import type { FeedPost, SkippedItem } from '../../shared/src/feed/feedPosts';

/** A post as the build reads it: the shared fields, and the cover the item names (an absolute http(s) URL). */
export type Post = FeedPost & { cover?: string };

export function readFeed(
  text: string,
  options?: { limit?: number; baseUrl?: string },
): { posts: Post[]; skipped: SkippedItem[]; format: 'rss' | 'rdf' | 'atom' | 'json'; title?: string };
