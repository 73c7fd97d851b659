import { BEFORE_SHELL_RELOAD_EVENT } from '@portfolio/shared';
import { CACHES } from '../sw/cachingRules';
import { clearReloadGuard, recordLoadedManifest, reloadIfRedeployed } from './reloadOnRedeploy';

const CV = { name: 'remote_cv', entry: 'https://site.dev/cv/mf-manifest.json' };
let hostManifest = '';
let reloads = 0;
const countReload = () => (reloads += 1);
const cached = new Set<string>();

beforeEach(() => {
  sessionStorage.clear();
  reloads = 0;
  window.addEventListener(BEFORE_SHELL_RELOAD_EVENT, countReload);
  (globalThis as { fetch?: unknown }).fetch = async () => ({ ok: true, text: async () => hostManifest });
  // jsdom has no navigation: the reload itself only logs that it is not implemented.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  cached.clear();
  (globalThis as { caches?: unknown }).caches = {
    has: async (name: string) => name === CACHES.entries,
    open: async () => ({ keys: async () => [...cached].map((url) => ({ url })), delete: async ({ url }: { url: string }) => cached.delete(url) }),
  };
});

afterEach(() => {
  window.removeEventListener(BEFORE_SHELL_RELOAD_EVENT, countReload);
  delete (globalThis as { caches?: unknown }).caches;
  delete (globalThis as { fetch?: unknown }).fetch;
  jest.restoreAllMocks();
});

/** The visit loaded version `loaded` of the CV remote, and the host now has `current`. */
function redeployed(loaded: string, current: string) {
  recordLoadedManifest(CV.entry, loaded);
  hostManifest = current;
}

it('reloads once onto a redeployed remote, after dropping its files from the worker cache', async () => {
  cached.add('https://site.dev/cv/remoteEntry.js').add('https://site.dev/music/remoteEntry.js');
  redeployed('{"v":1}', '{"v":2}');
  await expect(reloadIfRedeployed(CV)).resolves.toBe(true);
  expect(reloads).toBe(1);
  expect([...cached]).toEqual(['https://site.dev/music/remoteEntry.js']);
});

it('keeps its guard while the remote has not loaded since, and lifts it once a module of it has', async () => {
  redeployed('{"v":1}', '{"v":2}');
  await expect(reloadIfRedeployed(CV)).resolves.toBe(true);
  // The reloaded page failed again on a newer deploy: no second reload (never a loop).
  redeployed('{"v":2}', '{"v":3}');
  await expect(reloadIfRedeployed(CV)).resolves.toBe(false);
  // It loaded after all; later in the visit the remote is redeployed again: one reload is allowed.
  clearReloadGuard('remote_cv');
  redeployed('{"v":3}', '{"v":4}');
  await expect(reloadIfRedeployed(CV)).resolves.toBe(true);
  expect(reloads).toBe(2);
});

it('lifts only the guard of the remote that loaded', async () => {
  redeployed('{"v":1}', '{"v":2}');
  await reloadIfRedeployed(CV);
  clearReloadGuard('remote_music');
  redeployed('{"v":2}', '{"v":3}');
  await expect(reloadIfRedeployed(CV)).resolves.toBe(false);
});
