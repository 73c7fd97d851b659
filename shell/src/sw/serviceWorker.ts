/**
 * The service worker (built into sw.js beside the shell's index.html, builder/webpack/serviceWorker.js):
 * the shell's files precached, everything else by the rules of cachingRules.ts, so a returning
 * visitor gets every page even when the servers are down. What it knows of the site comes from
 * sw-data.js beside it (builder/serviceWorkerData.js), so this code is the same for every site.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { cacheRuleFor, CACHES, WARM_MESSAGE, type CacheRule } from './cachingRules';
import type { AnalyticsRequest } from '../analytics/providers';
import { ANALYTICS_MESSAGE, sendRequest } from '../analytics/sendRequest';

/** sw-data.js's content (builder/serviceWorkerData.js). */
interface ServiceWorkerData {
  /** What the home page loads, with a revision for files whose name has no content hash. */
  precache: { url: string; revision: string | null }[];
  /** Origins never cached: the GitHub API, the analytics provider. */
  neverCache: string[];
  /** The analytics provider's origin (content/site.json "analytics"), or null: the one address the worker sends analytics to. */
  analyticsOrigin: string | null;
}

interface ServiceWorkerScope {
  importScripts(...urls: string[]): void;
  __SW_DATA__?: ServiceWorkerData;
  location: Location;
  registration: { scope: string };
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown; waitUntil(promise: Promise<unknown>): void }) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}
const sw = self as unknown as ServiceWorkerScope;

// Relative to this script; synchronous, so the lists are there before any event.
sw.importScripts('sw-data.js');
const { precache, neverCache, analyticsOrigin } = sw.__SW_DATA__!;

/** An event whose work the worker finishes even after answering (its waitUntil). */
interface KeepsWorkerAlive {
  waitUntil(promise: Promise<unknown>): void;
}

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
/** Only real files are kept: not errors, redirects or opaque answers (workbox-cacheable-response's job, in three lines). */
const onlyFiles: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

// No directory index: a page load goes to the network first (see page()), the precached page is its fallback.
precacheAndRoute(precache, { directoryIndex: '' });
cleanupOutdatedCaches();

/**
 * One answer per address. Servers send `Vary` (Accept-Encoding, and a host may add Origin), and the
 * request a copy was stored under (the worker's own, when warmed) need not carry the same headers
 * as the script, preload or fetch that asks for it offline; the stored body is already decoded.
 */
const MATCH: CacheQueryOptions = { ignoreVary: true };

const pages = new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: 4, plugins: [onlyFiles], matchOptions: MATCH });
const entries = new NetworkFirst({ cacheName: CACHES.entries, networkTimeoutSeconds: 3, plugins: [corsForCrossOrigin, onlyFiles], matchOptions: MATCH });
const chunks = new CacheFirst({
  cacheName: CACHES.chunks,
  plugins: [corsForCrossOrigin, onlyFiles, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 90 })],
  matchOptions: MATCH,
});
const cv = new StaleWhileRevalidate({ cacheName: CACHES.cv, plugins: [onlyFiles], matchOptions: MATCH });

/**
 * Media elements ask for byte ranges, and a 206 answer cannot be cached. A saved file answers every
 * range from the cache. A file not saved yet is fetched whole and streamed to the page as it
 * arrives, as the 206 of all its bytes, so playback starts at once even for a long track and the
 * element still knows it may seek (a seek beyond what has arrived goes to the network as asked);
 * the copy is saved once complete. Without a length to announce, the file is saved first.
 */
async function media(request: Request, event: KeepsWorkerAlive): Promise<Response> {
  const cache = await caches.open(CACHES.media);
  const saved = await cache.match(request.url, MATCH);
  if (saved) return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
  const range = request.headers.get('range');
  if (range && !/^bytes=0-$/.test(range.trim())) return fetch(request);
  const response = await fetch(new Request(request.url, { mode: 'cors', credentials: 'omit' }));
  if (response.status !== 200 || !response.body) return response;
  // A compressed answer's length is not the file's (media are rarely compressed; a remote on
  // another origin does not let the worker see this header, and is read as not compressed).
  const length = response.headers.has('content-encoding') ? NaN : Number(response.headers.get('content-length'));
  if (!range || !(length > 0)) {
    await cache.put(request.url, response.clone());
    return range ? createPartialResponse(request, response) : response;
  }
  const [toPage, toCache] = response.body.tee();
  event.waitUntil(cache.put(request.url, new Response(toCache, { headers: response.headers })).catch(() => undefined));
  const headers = new Headers(response.headers);
  headers.set('content-range', `bytes 0-${length - 1}/${length}`);
  return new Response(toPage, { status: 206, statusText: 'Partial Content', headers });
}

async function page(request: Request, event: FetchEvent): Promise<Response> {
  try {
    return await pages.handle({ request, event });
  } catch {
    // Offline on a page never visited as such: the precached shell page renders every section.
    // It belongs at the root: a language folder never visited goes there rather than get a page
    // whose relative addresses point into the folder.
    const { scope } = sw.registration;
    const path = new URL(request.url).pathname;
    if (path !== new URL(scope).pathname && path !== new URL('index.html', scope).pathname) return Response.redirect(scope, 302);
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
      // Every fetch event is an ExtendableEvent; the DOM typings in use leave waitUntil out.
      return media(request, event as unknown as KeepsWorkerAlive);
  }
}

registerRoute(
  ({ request }) => cacheRuleFor(request, neverCache) !== null,
  ({ request, event }) => handle(cacheRuleFor(request, neverCache)!, request, event as FetchEvent),
);

/** How long a warm-up fetch may wait for its server. */
const WARM_TIMEOUT_SECONDS = 10;

/**
 * What the page fetched outside this worker's control (a section or the music player opened before
 * the worker controlled the page, a preload, a file still arriving when it claimed the page): the
 * page hands those addresses over as they end (uncontrolledFetches.ts), and each one its rules cover
 * and no cache holds yet is fetched and cached as if it had come through the worker. Under the
 * address alone: the request the next visit makes (a script's, a preload's) must find it.
 */
async function warm(url: string, event: FetchEvent): Promise<void> {
  if (getCacheKeyForURL(url) !== undefined) return;
  // The page leaves out the fetches it knows failed, but a script or stylesheet from another origin
  // cannot tell it (uncontrolledFetches.ts): a copy of one from a server that hangs must not wait,
  // holding a connection the page's Retry needs. A file the page did get comes from the HTTP cache
  // at once. Media keep their own way (a track may take longer to arrive whole).
  const rule = cacheRuleFor(new Request(url), neverCache);
  if (!rule || rule.strategy === 'page') return;
  if (await (await caches.open(rule.cacheName)).match(url, MATCH)) return;
  const bounded = rule.strategy === 'media' ? {} : { signal: AbortSignal.timeout(WARM_TIMEOUT_SECONDS * 1000) };
  await handle(rule, new Request(url, bounded), event);
}

/**
 * Sends a page's analytics request (analytics/startAnalytics.ts) from here: if the provider is down
 * or refuses, the failure shows in no page's console and holds nothing open in the page. Only to the
 * provider the site names, so the worker never sends for anyone else.
 */
function sendAnalytics(request: unknown, event: KeepsWorkerAlive): void {
  const candidate = request as Partial<AnalyticsRequest> | null;
  if (!analyticsOrigin || typeof candidate?.url !== 'string' || !URL.canParse(candidate.url)) return;
  if (new URL(candidate.url).origin !== analyticsOrigin) return;
  event.waitUntil(sendRequest(candidate as AnalyticsRequest, { keepalive: false }));
}

sw.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown; request?: unknown } | null;
  if (data?.type === ANALYTICS_MESSAGE) {
    sendAnalytics(data.request, event);
    return;
  }
  if (data?.type !== WARM_MESSAGE || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url): url is string => typeof url === 'string');
  event.waitUntil(Promise.all(urls.map((url) => warm(url, event as unknown as FetchEvent).catch(() => undefined))));
});

// A new version takes over as soon as it is installed: pages fetch the network first, so the next
// page load gets the new shell, and the running page keeps what it has (no reload, no loop).
sw.addEventListener('install', () => void sw.skipWaiting());
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));
