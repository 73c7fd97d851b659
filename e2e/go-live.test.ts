/**
 * The generated host files on real servers: Debian's nginx with the generated nginx.conf (site/ and
 * the five dist/ folders), and a header-less static server standing in for GitHub Pages, where only
 * the CSP meta tag protects the page. One build (npm run build:test) serves every case: site/ is
 * assembled from it, as `npm run build:site` does.
 */
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { assembleSite } from '../builder/hosting/assembleSite';
import { inlineScriptHashes } from '../builder/site/inlineScripts';
import type { FakeGitHub } from '../tools/fake-github/server';
import { launchBrowser, openPage } from './support/browser';
import { startFakeGitHub } from './support/fakeGitHub';
import { placeServerBlock, startNginx, startPlainStaticServer } from './support/hosts';
import { playMusic, watchPage } from './support/pageWatch';
import { visitAllPages } from './support/visitAllPages';

const GITHUB_API = 'http://localhost:8090';
const SITE_PORT = 8085;

let siteDir: string;
let browser: Browser;
let github: FakeGitHub;

beforeAll(async () => {
  const parent = mkdtempSync(join(tmpdir(), 'portfolio-site-'));
  // nginx started as root (CI) serves as an unprivileged user: the folder must be world-readable.
  chmodSync(parent, 0o755);
  siteDir = await assembleSite({ outDir: join(parent, 'site'), env: { GITHUB_API_URL: GITHUB_API } });
  github = await startFakeGitHub();
  browser = await launchBrowser({ autoplay: true });
});

afterAll(async () => {
  await browser?.close();
  await github?.close();
});

/** Every page as a visitor sees it, music playing: no violation, no failed request, no error. */
async function visitEverything(url: string): Promise<{ page: Page; close(): Promise<void> }> {
  const { page, problems, close } = await openPage(browser);
  const watch = await watchPage(page);
  const violations: string[] = [];
  await visitAllPages(page, url, async (name) => {
    if (name === 'Home') await playMusic(page);
    if (name === 'Projects') await page.getByRole('heading', { level: 2 }).first().waitFor();
    violations.push(...(await watch.violations()));
  });
  expect(violations).toEqual([]);
  // Nothing the site asks for fails, on any host: the sample sends no beacons a static host cannot take.
  expect(watch.failedResponses).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  return { page, close };
}

describe('site/ on a static server that sets no headers, under /portfolio/ (GitHub Pages)', () => {
  it('works on every page with the meta CSP enforced and zero violations', async () => {
    const host = await startPlainStaticServer({ root: siteDir, mountPath: '/portfolio/', port: SITE_PORT });
    try {
      const response = await fetch(host.url);
      expect(response.headers.get('content-security-policy')).toBeNull();

      const { page, close } = await visitEverything(host.url);
      // The remotes came from the page's own sub-path, not from any baked-in origin.
      const remotes = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('mf-manifest')));
      // The sample owner's posts and page are the Writing remote's.
      expect([...new Set(remotes)].sort()).toEqual(['cv', 'music', 'projects', 'writing'].map((folder) => `${host.url}${folder}/mf-manifest.json`));
      // The meta policy is in force: script text from a string is refused before it reaches the page
      // (Trusted Types), a policy the CSP does not name cannot be made, and both are reported.
      const watch = await watchPage(page);
      await page.reload();
      await page.waitForLoadState('networkidle');
      const attempts = await page.evaluate(() => {
        const tried: string[] = [];
        try {
          const script = document.createElement('script');
          script.textContent = 'window.__inlineRan = true';
          document.head.append(script);
          tried.push('script text taken');
        } catch (error) {
          tried.push(`script text refused: ${(error as Error).name}`);
        }
        try {
          (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes.createPolicy('anything', { createScriptURL: (url: string) => url });
          tried.push('policy made');
        } catch (error) {
          tried.push(`policy refused: ${(error as Error).name}`);
        }
        return { tried, ran: (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false };
      });
      expect(attempts).toEqual({ tried: ['script text refused: TypeError', 'policy refused: TypeError'], ran: false });
      await expect(watch.violations()).resolves.toEqual([expect.stringMatching(/^require-trusted-types-for /), expect.stringMatching(/^trusted-types /)]);
      await close();
    } finally {
      await host.close();
    }
  });
});

describe("Debian's nginx with the generated nginx.conf", () => {
  const DIST_PORTS = { shell: 8080, 'remote-cv': 8081, 'remote-projects': 8082, 'remote-music': 8083, 'remote-writing': 8084 } as const;
  let nginx: { close(): Promise<void> };

  beforeAll(async () => {
    const blocks = [
      { port: SITE_PORT, block: placeServerBlock(readFileSync(join(siteDir, 'nginx.conf'), 'utf8'), { root: siteDir, port: SITE_PORT }) },
      ...Object.entries(DIST_PORTS).map(([app, port]) => {
        const root = join(__dirname, '..', app, 'dist');
        return { port, block: placeServerBlock(readFileSync(join(root, 'nginx.conf'), 'utf8'), { root, port }) };
      }),
    ];
    nginx = await startNginx(blocks);
  });

  afterAll(async () => {
    await nginx?.close();
  });

  it('sends exactly the generated headers, and the gzip copies', async () => {
    const site = `http://localhost:${SITE_PORT}/`;
    const headersFile = readFileSync(join(siteDir, '_headers'), 'utf8');
    const page = await fetch(site);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(headersFile).toContain(`Content-Security-Policy: ${csp}\n`);
    expect(csp).toContain(`script-src 'self' ${inlineScriptHashes().join(' ')};`);
    expect(csp).toContain(`connect-src 'self' ${GITHUB_API};`);
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-frame-options')).toBe('DENY');

    const manifest = await fetch(`${site}cv/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = ((await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] }).exposes[0]?.assets.js.sync[0];
    const hashed = await fetch(`${site}cv/${chunk}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-encoding')).toBe('gzip');
    expect(hashed.headers.get('x-content-type-options')).toBe('nosniff');

    const remote = await fetch(`http://localhost:${DIST_PORTS['remote-cv']}/mf-manifest.json`);
    expect(remote.headers.get('access-control-allow-origin')).toBe('*');
    expect(remote.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves site/ with every page working, music playing and zero violations', async () => {
    const { close } = await visitEverything(`http://localhost:${SITE_PORT}/`);
    await close();
  });

  it('serves the five dist/ folders as five origins with zero violations', async () => {
    const { close } = await visitEverything(`http://localhost:${DIST_PORTS.shell}/`);
    await close();
  });
});
