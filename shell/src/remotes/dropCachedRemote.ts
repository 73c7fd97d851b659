import { CACHES } from '../sw/cachingRules';

/** The most a recovery reload waits for the caches: it must not hang the reload. */
const DROP_TIMEOUT_MS = 1000;

/**
 * Before a recovery reload onto a redeployed remote: removes that remote's files (entries, code,
 * CV text) from the service worker's caches, so the reload cannot be served the old version of
 * anything from them. Media stays (it is content, and named by content). Gives up quietly.
 */
export async function dropCachedRemote(entry: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const base = new URL('.', entry).href;
  const drop = Promise.all(
    [CACHES.entries, CACHES.chunks, CACHES.cv].map(async (name) => {
      if (!(await caches.has(name))) return;
      const cache = await caches.open(name);
      const requests = await cache.keys();
      await Promise.all(requests.filter((request) => request.url.startsWith(base)).map((request) => cache.delete(request)));
    }),
  );
  await Promise.race([drop.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, DROP_TIMEOUT_MS))]);
}
