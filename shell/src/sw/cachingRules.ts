/**
 * Which caching strategy the service worker uses for a request: one rule per kind of file, the
 * same for the one-origin site/ layout and for remotes on their own origins (matched by path, not
 * by origin). Pure, so the rules are unit-tested without a service worker.
 */

export type CacheRule =
  /** The page itself: the network when it answers (updates arrive at once), else the precached copy. */
  | { strategy: 'page'; cacheName: typeof CACHES.pages }
  /** mf-manifest.json, remoteEntry.js, a remote's content.json, the playlist, the Projects and Writing snapshots: fresh when the network answers within the timeout. */
  | { strategy: 'network-first'; cacheName: typeof CACHES.entries; timeoutSeconds: number }
  /** Content-hashed files: never change, so the cache answers. */
  | { strategy: 'cache-first'; cacheName: typeof CACHES.chunks }
  /** The CV text: the cached copy at once, refreshed behind it. */
  | { strategy: 'stale-while-revalidate'; cacheName: typeof CACHES.cv }
  /** Pictures, videos, tracks: cached whole on first use, byte ranges served from the cache. */
  | { strategy: 'media'; cacheName: typeof CACHES.media };

export const CACHES = {
  pages: 'portfolio-pages',
  entries: 'portfolio-entries',
  chunks: 'portfolio-chunks',
  cv: 'portfolio-cv',
  media: 'portfolio-media',
} as const;

/** The message a page sends with the addresses it fetched before the worker controlled it. */
export const WARM_MESSAGE = 'portfolio:cache-urls';

/** A remote's entry files must never keep a visitor waiting when its server hangs. */
export const ENTRY_TIMEOUT_SECONDS = 3;

const HASHED = /\/static\/(js|css|media)\/[^/]+\.[0-9a-f]{8}(\.chunk)?\.[a-z0-9]+$/i;
const MEDIA = /\.(avif|webp|jpe?g|png|svg|webm|mp4|m4v|mov|mp3)$/i;

/**
 * @param request  method, URL and mode of the request
 * @param neverCache  origins the service worker leaves alone (the GitHub API: the page's own ETag cache owns it)
 * @returns the rule, or null to let the browser fetch as if there were no service worker
 */
export function cacheRuleFor(request: { method: string; url: string; mode?: string }, neverCache: readonly string[]): CacheRule | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (neverCache.includes(url.origin)) return null;
  const path = url.pathname;
  if (request.mode === 'navigate') return { strategy: 'page', cacheName: CACHES.pages };
  // Unhashed files a page fetches at run time: the newest when the network answers, else the saved one.
  if (/\/(mf-manifest\.json|remoteEntry\.js|content\.json|playlist\.json|projects-snapshot\.json|writing-snapshot\.json)$/.test(path)) {
    return { strategy: 'network-first', cacheName: CACHES.entries, timeoutSeconds: ENTRY_TIMEOUT_SECONDS };
  }
  if (MEDIA.test(path)) return { strategy: 'media', cacheName: CACHES.media };
  if (/\.tex$/i.test(path)) return { strategy: 'stale-while-revalidate', cacheName: CACHES.cv };
  if (HASHED.test(path)) return { strategy: 'cache-first', cacheName: CACHES.chunks };
  return null;
}
