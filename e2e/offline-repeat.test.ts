/**
 * Issue 33: offline repeat visits are deterministic. A first visit that opens a section the moment
 * home shows (before the service worker controls the page) must still leave every file it fetched
 * in the worker's caches, so that with every server stopped the next load renders home and every
 * section. The failure was a race (about one run in three), so each layout gets many first visits,
 * each in a fresh browser context, on a network whose remote chunks arrive a little later from one
 * batch to the next: that moves the section's downloads across the moment the worker takes over.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { cacheRuleFor } from '../shell/src/sw/cachingRules';
import { startPreview, type FaultContext, type Preview } from '../builder/preview/server';
import { launchBrowser, recordViolations } from './support/browser';
import { eventually } from './support/eventually';
import { startFakeGitHub } from './support/fakeGitHub';
import { homeHeading, openSection } from './support/site';

const GITHUB_API = 'http://localhost:8090';
/** Experience first: it is the section the report opened at once. */
const SECTIONS = ['Experience', 'Qualifications', 'Skills', 'Projects'] as const;
/** Extra wait (ms) on every remote chunk, one value per batch of first visits. */
const CHUNK_DELAYS = [0, 150, 300, 450];
const VISITS_PER_BATCH = 5;

let browser: Browser;
let github: Awaited<ReturnType<typeof startFakeGitHub>>;
beforeAll(async () => {
  browser = await launchBrowser({ autoplay: true });
  github = await startFakeGitHub();
});
afterAll(async () => {
  await github?.close();
  await browser?.close();
});

/** A remote's chunk, on either layout: its own origin, or its folder of the one-origin site. */
const isRemoteChunk = ({ app, path }: FaultContext) => /\/static\/js\//.test(path) && (app !== 'shell' || /^\/(cv|projects|music)\//.test(path));

interface Visit {
  context: BrowserContext;
  page: Page;
  errors: string[];
  problems: string[];
  /** CSP violations, Trusted Types' too, online and offline. */
  violations: string[];
}

/** The reported steps: Experience as soon as home shows, then the other sections, then Play. */
async function firstVisit(context: BrowserContext, url: string): Promise<Visit> {
  const violations = await recordViolations(context);
  const page = await context.newPage();
  const visit: Visit = { context, page, errors: [], problems: [], violations };
  page.on('pageerror', (error) => visit.errors.push(error.message));
  await page.goto(url);
  await homeHeading(page).waitFor();
  for (const section of SECTIONS) {
    await openSection(page, section);
    await sectionContent(page, section).waitFor();
    // Until its background video plays, the section says LOADING over the page (and its Back button).
    await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('[data-testid="background-video"]')?.readyState ?? 2) >= 2);
    await page.getByRole('button', { name: 'Back' }).click();
  }
  const bar = page.getByRole('complementary', { name: 'Music player' });
  await bar.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.3);
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20000 });
  const missing = await notCachedYet(page);
  if (missing.length) visit.problems.push(`fetched but not in the worker's caches: ${missing.join(', ')}`);
  return visit;
}

const sectionContent = (page: Page, section: string) =>
  section === 'Projects' ? page.getByRole('heading', { level: 2 }).first() : page.getByRole('region').first();

/**
 * The files the page fetched that a caching rule covers and no cache holds, once the worker has
 * had time to store them (it stores as it goes: this waits until none is missing, or gives up).
 */
async function notCachedYet(page: Page, timeoutMs = 5000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const urls = (await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))).filter(
      (url) => cacheRuleFor({ method: 'GET', url }, [GITHUB_API]) !== null,
    );
    const missing = await page.evaluate(async (list) => {
      const held = await Promise.all(list.map((url) => caches.match(url, { ignoreVary: true })));
      return list.filter((_, index) => !held[index]);
    }, [...new Set(urls)]);
    if (missing.length === 0 || Date.now() > deadline) return missing.map((url) => url.replace(/^https?:\/\//, ''));
    await page.waitForTimeout(250);
  }
}

/** The next load with every server stopped: home, then each section, with no Retry. */
async function offlineVisit(visit: Visit): Promise<void> {
  const { page } = visit;
  // The promise rests on the worker alone: a returning visitor's HTTP cache may long be gone (and
  // it would answer for a file the worker lacks, hiding the failure).
  await (await visit.context.newCDPSession(page)).send('Network.clearBrowserCache');
  await page.reload();
  await homeHeading(page).waitFor();
  for (const section of SECTIONS) {
    await openSection(page, section);
    const outcome = await eventually(() => sectionOutcome(page, section), (value) => value !== 'loading', 15000);
    if (outcome !== 'shown') {
      visit.problems.push(`${section} ${outcome === 'retry' ? 'offers Retry' : 'still loads'} offline`);
      return;
    }
    await page.getByRole('button', { name: 'Back' }).click();
  }
  if (visit.errors.length) visit.problems.push(`page errors: ${visit.errors.join('; ')}`);
  if (visit.violations.length) visit.problems.push(`CSP violations: ${visit.violations.join('; ')}`);
}

/** A section is shown once its content is there and nothing is loading any more. */
async function sectionOutcome(page: Page, section: string): Promise<'shown' | 'retry' | 'loading'> {
  if (await page.getByRole('button', { name: /Retry/ }).count()) return 'retry';
  const loading = await page.getByRole('status').filter({ hasText: /loading/i }).count();
  return loading === 0 && (await sectionContent(page, section).count()) > 0 ? 'shown' : 'loading';
}

/** Every batch: fresh visitors on freshly started servers, all of which are then stopped. */
async function manyFirstVisits(start: (delayMs: number) => Promise<Preview>): Promise<string[]> {
  const failures: string[] = [];
  for (const delayMs of CHUNK_DELAYS) {
    const preview = await start(delayMs);
    const contexts = await Promise.all(Array.from({ length: VISITS_PER_BATCH }, () => browser.newContext({ viewport: { width: 1280, height: 800 } })));
    try {
      // A visit that gets stuck counts as one failed visit, and the others still tell theirs.
      const problems = contexts.map((): string[] => []);
      const visits = await Promise.all(
        contexts.map((context, index) => firstVisit(context, preview.url('shell')).catch((error: Error) => void problems[index]!.push(error.message.split('\n')[0]!))),
      );
      await preview.close();
      await Promise.all(
        visits.map((visit, index) => visit && offlineVisit(visit).catch((error: Error) => void problems[index]!.push(error.message.split('\n')[0]!))),
      );
      visits.forEach((visit, index) => {
        const all = [...(visit?.problems ?? []), ...problems[index]!];
        if (all.length) failures.push(`chunks +${delayMs} ms, visit ${index + 1}: ${all.join(' | ')}`);
      });
    } finally {
      await preview.close();
      await Promise.all(contexts.map((context) => context.close()));
    }
  }
  return failures;
}

const delayChunks = (delayMs: number) => (ctx: FaultContext) => (delayMs && isRemoteChunk(ctx) ? { delayMs } : undefined);

describe(`${CHUNK_DELAYS.length * VISITS_PER_BATCH} first visits opening a section before the worker controls the page, then every server stopped`, () => {
  it('on four origins (npm run serve): every visit renders home and every section offline', async () => {
    await expect(manyFirstVisits((delayMs) => startPreview({ fault: delayChunks(delayMs) }))).resolves.toEqual([]);
  }, 300000);

  it('as one origin (build:site): every visit renders home and every section offline', async () => {
    const siteDir = join(__dirname, '..', 'site');
    await expect(manyFirstVisits((delayMs) => startPreview({ siteDir, ports: { shell: 8089 }, fault: delayChunks(delayMs) }))).resolves.toEqual([]);
  }, 300000);
});
