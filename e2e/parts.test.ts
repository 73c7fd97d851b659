/**
 * Parts of the owner's own (content/site.json "parts", docs/parts.md): a React page built and
 * deployed apart from the site, here examples/part built by the test with webpack, served on its own
 * origin (a static host that, like GitHub Pages, lets any page read its files), and the same page
 * built with Rspack (examples/part-rspack) copied into the site (`from`). The site lists each in its
 * menu and mounts it with the guarantees of its own remotes: the frame, Retry while its host is down,
 * the CSP and Trusted Types admitting exactly its origin and its runtime's policy.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { startPreview, type Preview } from '../builder/preview/server';
import { cacheRuleFor } from '../shell/src/sw/cachingRules';
import { buildFromContent, copySampleContent, siteFromContent, type OtherBuild } from './support/build';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage, type PageProblems } from './support/browser';
import { eventually } from './support/eventually';
import { redeployedCopy, swapFolder } from './support/redeploy';
import { startPlainStaticServer, type Host } from './support/hosts';
import { appLive, homeHeading, openSection, SECTIONS } from './support/site';

const PART_PORT = 8097;
/** Nothing listens here: a part whose host is gone when the site builds. */
const GONE_PORT = 8098;
const PART_HOST = `http://localhost:${PART_PORT}`;
/** The one-origin site, as GitHub Pages would serve it. */
const SITE_PORT = 8100;

const run = promisify(execFile);

/** The example part built into `outDir` by webpack (examples/part) or by Rspack (examples/part-rspack). */
async function buildPart(toolchain: 'webpack' | 'rspack', outDir: string): Promise<void> {
  await run(process.execPath, [join(__dirname, 'support', 'buildPart.js'), toolchain, outDir]);
}

let partDist: string;
let partHost: Host | null = null;
let content: string;
let build: OtherBuild;
let preview: Preview;

beforeAll(async () => {
  partDist = join(mkdtempSync(join(tmpdir(), 'part-')), 'dist');
  content = mkdtempSync(join(tmpdir(), 'parts-content-'));
  // The Rspack build, beside the content, for the part the site serves itself.
  const beside = `${content}-bench`;
  await Promise.all([buildPart('webpack', partDist), buildPart('rspack', beside)]);
  partHost = await startPlainStaticServer({ root: partDist, mountPath: '/', port: PART_PORT, cors: true });
  copySampleContent(content, { ownWriting: false });
  const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
  site.parts = [
    { title: 'Lab', titles: { fr: 'Labo' }, manifest: `${PART_HOST}/mf-manifest.json` },
    { title: 'Bench', from: `../${basename(beside)}` },
    { title: 'Gone', manifest: `http://127.0.0.1:${GONE_PORT}/mf-manifest.json` },
  ];
  writeFileSync(join(content, 'site.json'), JSON.stringify(site, null, 2));
  build = await buildFromContent(content, ['shell']);
  preview = await startPreview({ distRoot: build.distRoot });
}, 240_000);

/** Whether the site's server still runs (the last test stops it). */
let siteUp = true;

afterAll(async () => {
  if (siteUp) await preview?.close();
  await partHost?.close();
});

/** Opens a part from home, has it load its own chunk, and goes back home. */
async function usePart(page: Page, title: string): Promise<void> {
  await openSection(page, title);
  await page.getByText('The lab, in en (ltr).').waitFor();
  await page.getByRole('button', { name: 'Load more' }).click();
  await page.getByText('More from the lab, from a chunk of its own.').waitFor();
  await page.getByRole('button', { name: 'Back' }).click();
  await homeHeading(page).waitFor();
}

/** Both parts used in turn, with no page error and no CSP violation on the way. */
async function useBothParts(page: Page, problems: PageProblems): Promise<void> {
  await usePart(page, 'Lab');
  await usePart(page, 'Bench');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.violations).toEqual([]);
}

async function visit() {
  const browser = await launchBrowser();
  const { page, problems } = await openPage(browser);
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await page.goto(preview.url('shell'));
  await appLive(page);
  return { page, problems, failed, close: () => browser.close() };
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Sections' }).getByRole('button');

it('warns at build about a part whose manifest cannot be fetched, and keeps its menu entry', () => {
  expect(build.output).toMatch(/WARNING in shell: the part "Gone" \(http:\/\/127\.0\.0\.1:8098\/mf-manifest\.json\): its manifest could not be fetched/);
  expect(build.output).not.toMatch(/the part "(Lab|Bench)"/);
});

it("admits exactly each part's origin and its runtime's Trusted Types policy in the CSP", async () => {
  const csp = (await fetch(preview.url('shell'))).headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(new RegExp(`script-src 'self' [^;]*${PART_HOST}`));
  expect(csp).toMatch(/trusted-types [^;]*\blab_part-webpack lab_rspack-webpack$/);
  expect(csp).toContain(`http://127.0.0.1:${GONE_PORT}`);
  const page = readFileSync(join(build.distRoot, 'shell', 'index.html'), 'utf8');
  expect(page).toContain(PART_HOST);
});

it('lists the parts after the built-in pages and opens each in the site’s frame, from its own origin or the site’s, built with webpack or Rspack: its page works, loads its own chunks, and leads home', async () => {
  const { page, problems, failed, close } = await visit();
  try {
    await expect(menu(page).allTextContents()).resolves.toEqual([...SECTIONS, 'Lab', 'Bench', 'Gone']);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    // Its manifest read when the browser is idle, a hover preloads its files at once, as a section's.
    const preloads = () => page.evaluate((host) => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter((link) => link.href.startsWith(host)).map((link) => link.href.slice(host.length)), PART_HOST);
    await eventually(
      async () => {
        await menu(page).filter({ hasText: 'Lab' }).hover();
        return preloads();
      },
      (links) => links.length > 0,
    );
    expect(await preloads()).toEqual(expect.arrayContaining(['/remoteEntry.js', expect.stringMatching(/^\/static\/js\/__federation_expose_Page\.[0-9a-f]{8}\.chunk\.js$/)]));
    await openSection(page, 'Lab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Lab');
    await page.getByText('The lab, in en (ltr).').waitFor();
    // The frame around the owner's page, and the example's page itself, as axe reads them.
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Pressed 0 times' }).click();
    await page.getByRole('button', { name: 'Pressed 1 times' }).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('More from the lab, from a chunk of its own.').waitFor();
    expect(scripts.filter((url) => url.startsWith(PART_HOST)).length).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: 'Home from the lab' }).click();
    await homeHeading(page).waitFor();
    // The same page built with Rspack and copied into the site: served from the site's own origin.
    await openSection(page, 'Bench');
    await page.getByText('The lab, in en (ltr).').waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('More from the lab, from a chunk of its own.').waitFor();
    expect(scripts.filter((url) => url.startsWith(`${new URL(preview.url('shell')).origin}/parts/bench/`)).length).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: 'Back' }).click();
    await homeHeading(page).waitFor();
    // The one failure: the manifest of the part whose host is gone, read when the browser was idle.
    await eventually(() => failed.length + problems.consoleErrors.length, (count) => count >= 2);
    expect(failed).toEqual([`http://127.0.0.1:${GONE_PORT}/mf-manifest.json`]);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: ['Failed to load resource: net::ERR_CONNECTION_REFUSED'], violations: [] });
  } finally {
    await close();
  }
});

it('composes them on the one-origin site a header-less host serves (GitHub Pages): the CSP in the page admits the parts', async () => {
  const { host } = await siteFromContent(content, ['shell'], { port: SITE_PORT });
  const browser = await launchBrowser();
  const { page, problems } = await openPage(browser);
  try {
    await page.goto(host.url);
    await appLive(page);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toMatch(/trusted-types [^;]*\blab_part-webpack lab_rspack-webpack$/);
    expect(csp).toContain(PART_HOST);
    await useBothParts(page, problems);
  } finally {
    await browser.close();
    await host.close();
  }
});

it('gives a visitor who had the site open the new version of a part redeployed meanwhile, the old files gone: at most one reload, no error', async () => {
  const { page, problems, close } = await visit();
  let loads = 0;
  page.on('load', () => (loads += 1));
  try {
    // The visitor's page read the part's manifest at idle: it knows the old version's files.
    await eventually(
      () => page.evaluate((host) => performance.getEntriesByType('resource').some((entry) => entry.name === `${host}/mf-manifest.json`), PART_HOST),
      (read) => read,
    );
    const next = `${partDist}-next`;
    redeployedCopy(partDist, next, { salt: 'part', edit: (text) => text.replaceAll('Pressed ', 'Pushed ') });
    swapFolder(partDist, next);
    await openSection(page, 'Lab');
    await page.getByRole('button', { name: 'Pushed 0 times' }).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('More from the lab, from a chunk of its own.').waitFor();
    expect(loads).toBeLessThanOrEqual(1);
    await expect(page.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.violations).toEqual([]);
  } finally {
    await close();
  }
});

it('offers Retry in the place of a part whose host is down while the rest of the site works, and Retry mounts it once the host is back', async () => {
  await partHost?.close();
  partHost = null;
  const { page, problems, close } = await visit();
  try {
    await menu(page).filter({ hasText: 'Lab' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lab' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'The Lab page can’t be loaded right now.' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await openSection(page, 'Experience');
    await page.getByRole('button', { name: 'Back' }).click();
    await menu(page).filter({ hasText: 'Lab' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    partHost = await startPlainStaticServer({ root: partDist, mountPath: '/', port: PART_PORT, cors: true });
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('The lab, in en (ltr).').waitFor();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.violations).toEqual([]);
  } finally {
    await close();
  }
});

it("opens each part on a repeat visit with every server down, from the service worker: the part's own origin and the site's", async () => {
  const browser = await launchBrowser();
  const { page, problems } = await openPage(browser);
  try {
    await page.goto(preview.url('shell'));
    await appLive(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20000 });
    await usePart(page, 'Lab');
    await usePart(page, 'Bench');
    // Every file of the parts a caching rule covers, stored by the worker.
    const partFiles = async () => (await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))).filter((url) => (url.startsWith(PART_HOST) || url.includes('/parts/bench/')) && cacheRuleFor({ method: 'GET', url }, []) !== null);
    expect((await partFiles()).length).toBeGreaterThanOrEqual(8);
    await eventually(
      async () => page.evaluate(async (urls) => (await Promise.all(urls.map((url) => caches.match(url, { ignoreVary: true })))).every(Boolean), await partFiles()),
      (cached) => cached,
      10_000,
    );
    await preview.close();
    siteUp = false;
    await partHost?.close();
    partHost = null;
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    await page.reload();
    await appLive(page);
    await useBothParts(page, problems);
  } finally {
    await browser.close();
  }
});
