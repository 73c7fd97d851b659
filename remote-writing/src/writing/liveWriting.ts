import type { Post, WritingSnapshot } from './snapshot';

/** As for the snapshot: a slow phone network yes, a dead host no. The snapshot is on screen meanwhile. */
export const LIVE_TIMEOUT_MS = 10_000;
/** A feed beyond this (whole articles by the hundred) is left to the next build: reading it would stall the page. */
export const MAX_LIVE_FEED_CHARS = 5_000_000;

/**
 * The posts as the feed lists them now, for a snapshot whose feed allows it (`live`); null when it
 * can't be read (down, refused, too slow, too big, not a feed), and the snapshot stays. The browser's
 * cache revalidates the feed (If-None-Match with the ETag it kept, If-Modified-Since), so an
 * unchanged feed costs a 304. A post the build saw keeps the build's cover; a newer one has none
 * until the next build, since a cover is never taken from the blog's own server.
 */
export async function loadLivePosts(snapshot: WritingSnapshot, fetchImpl: typeof fetch = fetch): Promise<Post[] | null> {
  if (!snapshot.live) return null;
  try {
    const reader = import(/* webpackChunkName: "writing-live-feed" */ './liveFeed');
    const response = await fetchImpl(snapshot.live, { cache: 'no-cache', credentials: 'omit', signal: AbortSignal.timeout(LIVE_TIMEOUT_MS) });
    if (!response.ok) return null;
    const text = await response.text();
    if (text.length > MAX_LIVE_FEED_CHARS) return null;
    const { readLiveFeed } = await reader;
    const covers = new Map(snapshot.posts.map(({ url, cover }) => [url, cover]));
    return readLiveFeed(text, { limit: snapshot.limit, baseUrl: response.url || snapshot.live }).map((post) => {
      const cover = covers.get(post.url);
      return cover ? { ...post, cover } : post;
    });
  } catch {
    return null;
  }
}
