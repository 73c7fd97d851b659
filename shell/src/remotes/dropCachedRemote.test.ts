import { CACHES } from '../sw/cachingRules';
import { dropCachedRemote } from './dropCachedRemote';

/** A CacheStorage holding these URLs by cache name, as the service worker leaves it. */
function fakeCaches(contents: Record<string, string[]>) {
  const stores = new Map(Object.entries(contents).map(([name, urls]) => [name, new Set(urls)]));
  return {
    stores,
    has: async (name: string) => stores.has(name),
    open: async (name: string) => {
      const store = stores.get(name) ?? new Set<string>();
      stores.set(name, store);
      return {
        keys: async () => [...store].map((url) => ({ url })),
        delete: async (request: { url: string }) => store.delete(request.url),
      };
    },
  };
}

afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

it("drops the redeployed remote's entries, code and CV text from the worker's caches, and nothing else", async () => {
  const storage = fakeCaches({
    [CACHES.entries]: ['https://site.dev/cv/mf-manifest.json', 'https://site.dev/cv/remoteEntry.js', 'https://site.dev/music/mf-manifest.json'],
    [CACHES.chunks]: ['https://site.dev/cv/static/js/1.abcd1234.chunk.js', 'https://site.dev/static/js/main.abcd1234.js'],
    [CACHES.cv]: ['https://site.dev/cv/static/media/cv.abcd1234.tex'],
    [CACHES.media]: ['https://site.dev/cv/static/media/experience.abcd1234.webm'],
  });
  (globalThis as { caches?: unknown }).caches = storage;
  await dropCachedRemote('https://site.dev/cv/mf-manifest.json');
  expect(Object.fromEntries([...storage.stores].map(([name, urls]) => [name, [...urls]]))).toEqual({
    [CACHES.entries]: ['https://site.dev/music/mf-manifest.json'],
    [CACHES.chunks]: ['https://site.dev/static/js/main.abcd1234.js'],
    [CACHES.cv]: [],
    [CACHES.media]: ['https://site.dev/cv/static/media/experience.abcd1234.webm'],
  });
});

it('does nothing where there is no CacheStorage, and never waits long for one that hangs', async () => {
  await expect(dropCachedRemote('https://site.dev/cv/mf-manifest.json')).resolves.toBeUndefined();
  (globalThis as { caches?: unknown }).caches = { has: () => new Promise(() => undefined) };
  jest.useFakeTimers();
  const dropping = dropCachedRemote('https://site.dev/cv/mf-manifest.json');
  jest.advanceTimersByTime(1000);
  await expect(dropping).resolves.toBeUndefined();
  jest.useRealTimers();
});
