/**
 * Every file a page fetches at run time is matched by a service worker rule (or is one the worker
 * leaves alone on purpose: the GitHub API, which the Projects page caches itself), so a returning
 * visitor with every server down has it. A new kind of file (the Projects snapshot slipped by once)
 * fails here the day it is added, not on a visitor's offline visit.
 */
import { join } from 'node:path';
import { cacheRuleFor } from '../shell/src/sw/cachingRules';
import { startPreview } from '../builder/preview/server';
import { openPage } from './support/browser';
import { playMusic } from './support/pageWatch';
import { useSite } from './support/session';
import { visitAllPages } from './support/visitAllPages';

const site = useSite({ autoplay: true, github: true });
const GITHUB_API = 'http://localhost:8090';

/** The one-origin site (npm run build:site) under a sub-path, as on GitHub Pages. */
async function subPathSite() {
  return startPreview({ siteDir: join(__dirname, '..', 'site'), basePath: '/portfolio/', ports: { shell: 8087 } });
}

it.each([
  ['on four origins (npm run serve)', async () => ({ url: site.preview.url('shell'), close: async () => undefined })],
  ['as one origin under a sub-path (build:site, /portfolio/)', async () => {
    const preview = await subPathSite();
    return { url: preview.url('shell'), close: () => preview.close() };
  }],
])('a visit of every page, music playing, fetches nothing that no caching rule covers, %s', async (_deployment, deploy) => {
  const served = await deploy();
  const { page, close } = await openPage(site.browser);
  const fetched = new Map<string, { method: string; url: string; mode: string }>();
  page.on('request', (request) => {
    const mode = request.isNavigationRequest() ? 'navigate' : 'cors';
    fetched.set(`${request.method()} ${request.url()}`, { method: request.method(), url: request.url(), mode });
  });
  await visitAllPages(page, served.url, async (name) => {
    if (name === 'Home') await playMusic(page);
    if (name === 'Projects') await page.getByRole('heading', { level: 2 }).first().waitFor();
  });
  const requests = [...fetched.values()].filter(({ method, url }) => method === 'GET' && /^https?:/.test(url));
  // Every kind of file was seen: the page, the remotes' entries, code, the CV, media, the snapshot.
  for (const kind of [/\/mf-manifest\.json$/, /\/remoteEntry\.js$/, /\.chunk\.js$/, /\/cv\.[0-9a-f]{8}\.tex$/, /\.webm$|\.mp4$/, /\.mp3$/, /\/projects-snapshot\.json$/]) {
    expect([kind.source, requests.some(({ url }) => kind.test(new URL(url).pathname))]).toEqual([kind.source, true]);
  }
  const uncovered = requests.filter((request) => cacheRuleFor(request, [GITHUB_API]) === null && new URL(request.url).origin !== GITHUB_API);
  expect(uncovered.map(({ url }) => url)).toEqual([]);
  await close();
  await served.close();
});
