/**
 * The service worker (built by workbox-webpack-plugin's InjectManifest into sw.js beside the
 * shell's index.html): the shell's files precached, everything else by the rules of
 * cachingRules.ts, so a returning visitor gets every page even when the servers are down.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { cacheRuleFor, CACHES, WARM_MESSAGE, type CacheRule } from './cachingRules';

declare const __SW_NEVER_CACHE__: string[];

interface ServiceWorkerScope {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown; waitUntil(promise: Promise<unknown>): void }) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}
const sw = self as unknown as ServiceWorkerScope;

/**
 * A remote's scripts load through <script> (no-cors): their answers would be opaque, with no status
 * to tell a 404 from a file. Remotes answer with CORS, so ask in cors mode and cache only real files.
 */
const corsForCrossOrigin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    new URL(request.url).origin !== sw.location.origin && request.mode === 'no-cors'
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
};
const onlyFiles = new CacheableResponsePlugin({ statuses: [200] });

// No directory index: a page load goes to the network first (see page()), the precached page is its fallback.
precacheAndRoute((self as unknown as ServiceWorkerScope).__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

const pages = new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: 4, plugins: [onlyFiles] });
const entries = new NetworkFirst({ cacheName: CACHES.entries, networkTimeoutSeconds: 3, plugins: [corsForCrossOrigin, onlyFiles] });
const chunks = new CacheFirst({
  cacheName: CACHES.chunks,
  plugins: [corsForCrossOrigin, onlyFiles, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 90 })],
});
const cv = new StaleWhileRevalidate({ cacheName: CACHES.cv, plugins: [onlyFiles] });

/**
 * Media elements ask for byte ranges, and a 206 answer cannot be cached: fetch the whole file once
 * (in cors mode, so it is readable), keep it, and answer every range from it.
 */
async function media(request: Request): Promise<Response> {
  const cache = await caches.open(CACHES.media);
  let whole = await cache.match(request.url);
  if (!whole) {
    const response = await fetch(new Request(request.url, { mode: 'cors', credentials: 'omit' }));
    if (response.status !== 200) return response;
    await cache.put(request.url, response.clone());
    whole = response;
  }
  return request.headers.has('range') ? createPartialResponse(request, whole) : whole;
}

async function page(request: Request, event: FetchEvent): Promise<Response> {
  try {
    return await pages.handle({ request, event });
  } catch {
    // Offline on a page never visited as such: the precached shell page renders every section.
    const shell = await matchPrecache('index.html');
    if (shell) return shell;
    throw new Error(`offline, and ${request.url} is not cached`);
  }
}

function handle(rule: CacheRule, request: Request, event: FetchEvent): Promise<Response> {
  switch (rule.strategy) {
    case 'page':
      return page(request, event);
    case 'network-first':
      return entries.handle({ request, event });
    case 'cache-first':
      return chunks.handle({ request, event });
    case 'stale-while-revalidate':
      return cv.handle({ request, event });
    case 'media':
      return media(request);
  }
}

registerRoute(
  ({ request }) => cacheRuleFor(request, __SW_NEVER_CACHE__) !== null,
  ({ request, event }) => handle(cacheRuleFor(request, __SW_NEVER_CACHE__)!, request, event as FetchEvent),
);

/**
 * What the page fetched before this worker controlled it (the music player loads on the first
 * visit's idle time, before the worker is installed): the page sends those addresses once, and they
 * are cached by their rules as if they had come through the worker.
 */
sw.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== WARM_MESSAGE || !Array.isArray(data.urls)) return;
  const warm = data.urls
    .filter((url): url is string => typeof url === 'string')
    .map((url) => {
      const request = new Request(url);
      const rule = cacheRuleFor(request, __SW_NEVER_CACHE__);
      return rule && rule.strategy !== 'page' ? handle(rule, request, event as unknown as FetchEvent).catch(() => undefined) : undefined;
    });
  event.waitUntil(Promise.all(warm));
});

// A new version takes over as soon as it is installed: pages fetch the network first, so the next
// page load gets the new shell, and the running page keeps what it has (no reload, no loop).
sw.addEventListener('install', () => void sw.skipWaiting());
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));
