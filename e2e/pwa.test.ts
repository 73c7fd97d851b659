/**
 * The site as an installable app whose repeat visits survive outages: Chromium's installability
 * check, a returning visitor with every server stopped, with one remote down, a new shell deployment
 * reaching a returning visitor, and the worker's scope under a sub-path.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startPreview, type AppName, type Preview } from '../builder/preview/server';
import { launchBrowser } from './support/browser';
import { buildFromContent } from './support/build';
import { startFakeGitHub } from './support/fakeGitHub';
import { homeHeading, openSection, sampleSite, SECTIONS } from './support/site';

const APPS: AppName[] = ['shell', 'remote_cv', 'remote_projects', 'remote_music'];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser({ autoplay: true });
});
afterAll(async () => {
  await browser?.close();
});

async function newVisitor(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Waits until the service worker controls the page (it claims it as soon as it activates). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20000 });
}

const back = (page: Page) => page.getByRole('button', { name: 'Back' }).click();

/** The first visit: every page opened and a track played, as a visitor who looked around would. */
async function lookAround(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await homeHeading(page).waitFor();
  await controlled(page);
  for (const section of SECTIONS) {
    await openSection(page, section);
    if (section === 'Projects') await page.getByRole('heading', { level: 2 }).first().waitFor();
    else await page.getByRole('region').first().waitFor();
    await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('[data-testid="background-video"]')?.readyState ?? 0) >= 2);
    await back(page);
  }
  await playFirstTrack(page);
}

async function playFirstTrack(page: Page): Promise<void> {
  const bar = page.getByRole('complementary', { name: 'Music player' });
  await bar.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForFunction(() => {
    const audio = document.querySelector('audio');
    return !!audio && !audio.paused && audio.currentTime > 0.3;
  });
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
}

/** Every section renders its content, and nothing offers Retry or says a part is unavailable. */
async function everySectionWorks(page: Page): Promise<void> {
  for (const section of SECTIONS) {
    await openSection(page, section);
    if (section === 'Projects') await page.getByRole('heading', { level: 2 }).first().waitFor();
    else await page.getByRole('region').first().waitFor();
    await expect(page.getByRole('button', { name: /Retry/ }).allTextContents()).resolves.toEqual([]);
    await back(page);
  }
}

describe('installable and offline-proof', () => {
  let preview: Preview;
  let github: Awaited<ReturnType<typeof startFakeGitHub>> | undefined;

  beforeAll(async () => {
    preview = await startPreview();
    github = await startFakeGitHub();
  });
  afterAll(async () => {
    await github?.close();
    await preview?.close();
  });

  it('Chromium reports the site installable, from its manifest and icons', async () => {
    const { context, page } = await newVisitor();
    await page.goto(preview.url('shell'));
    await homeHeading(page).waitFor();
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Automation profiles always count as incognito; that one entry says nothing about the site.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href)).json());
    expect(manifest).toMatchObject({ name: `${sampleSite.owner.name} · ${sampleSite.owner.jobTitle}`, start_url: './', display: 'standalone' });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    await context.close();
  });

  it('costs a first visit no download the home page did not make, and a returning visitor no JavaScript at all', async () => {
    const served: string[] = [];
    const stopWatching = preview.watch(({ app, path, status }) => {
      if (status === 200 && /\.js$/.test(path)) served.push(`${app}${path}`);
    });
    const { context, page, errors } = await newVisitor();
    try {
      await page.goto(preview.url('shell'));
      await homeHeading(page).waitFor();
      await controlled(page);
      await page.waitForLoadState('networkidle');
      // The page's own scripts, then the worker: each once (the worker's install reads the HTTP cache).
      const pageFiles = served.filter((file) => file !== 'shell/sw.js');
      expect(pageFiles).toEqual([...new Set(pageFiles)]);
      expect(pageFiles.some((file) => /\/main\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
      expect(served.filter((file) => file === 'shell/sw.js')).toHaveLength(1);
      expect(served.every((file) => file.startsWith('shell/'))).toBe(true);

      served.length = 0;
      await page.reload();
      await homeHeading(page).waitFor();
      await page.waitForLoadState('networkidle');
      expect(served).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      stopWatching();
      await context.close();
    }
  });

  it('a returning visitor sees no difference while one remote is down', async () => {
    const { context, page, errors } = await newVisitor();
    await lookAround(page, preview.url('shell'));
    await preview.stop('remote_cv');
    try {
      await page.reload();
      await homeHeading(page).waitFor();
      await everySectionWorks(page);
      await openSection(page, 'Experience');
      await page.getByRole('heading', { level: 3, name: 'Senior Front-end Engineer' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await preview.start('remote_cv');
      await context.close();
    }
  });

  it('a returning visitor with every server stopped sees every page with no error, the saved projects and the cached music', async () => {
    const { context, page, errors } = await newVisitor();
    await lookAround(page, preview.url('shell'));
    await github?.close();
    github = undefined;
    for (const app of APPS) await preview.stop(app);
    try {
      await page.reload();
      await homeHeading(page).waitFor();
      await everySectionWorks(page);
      await openSection(page, 'Projects');
      await page.getByText(/GitHub can’t be reached right now|GitHub can't be reached right now/).waitFor();
      await back(page);
      await playFirstTrack(page);
      // A track the first visit never played is not saved: the player says so plainly and moves on.
      const bar = page.getByRole('complementary', { name: 'Music player' });
      await bar.getByRole('button', { name: 'Play', exact: true }).click();
      await bar.getByRole('button', { name: 'Next track', exact: true }).click();
      await bar.getByRole('status').filter({ hasText: /could not be loaded and is not saved for offline listening, so it was skipped\./ }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      for (const app of APPS) await preview.start(app);
      github = await startFakeGitHub();
      await context.close();
    }
  });
  it('a returning visitor whose first visit had no answer from GitHub sees Projects from the snapshot with every server stopped', async () => {
    await github?.close();
    github = undefined;
    const { context, page, errors } = await newVisitor();
    try {
      // The first visit's Projects page is the build's snapshot (projects-snapshot.json), never a live answer.
      await lookAround(page, preview.url('shell'));
      for (const app of APPS) await preview.stop(app);
      await page.reload();
      await homeHeading(page).waitFor();
      await openSection(page, 'Projects');
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await expect(page.getByRole('heading', { level: 2 }).count()).resolves.toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: /Retry/ }).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      for (const app of APPS) await preview.start(app);
      github = await startFakeGitHub();
      await context.close();
    }
  });
});

describe('updates', () => {
  const copy = mkdtempSync(join(tmpdir(), 'deployed-'));
  let preview: Preview;

  afterAll(async () => {
    await preview?.close();
    rmSync(copy, { recursive: true, force: true });
  });

  it('a new deployment of the shell reaches a returning visitor on the next load, with no reload loop', async () => {
    const content = mkdtempSync(join(tmpdir(), 'new-intro-'));
    cpSync(join(__dirname, '..', 'content'), content, { recursive: true });
    const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
    site.owner.intro = 'A new intro, deployed while you were away.';
    writeFileSync(join(content, 'site.json'), JSON.stringify(site));
    const next = await buildFromContent(content, ['shell']);

    cpSync(join(__dirname, '..', 'shell', 'dist'), join(copy, 'shell'), { recursive: true });
    preview = await startPreview({ distRoot: copy });
    const { context, page } = await newVisitor();
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.goto(preview.url('shell'));
    await homeHeading(page).waitFor();
    await controlled(page);
    await expect(page.getByText(sampleSite.owner.intro).count()).resolves.toBe(1);

    // Deploy: the old files are gone, the new ones in place.
    rmSync(join(copy, 'shell'), { recursive: true });
    cpSync(join(next.distRoot, 'shell'), join(copy, 'shell'), { recursive: true });
    await preview.stop('shell');
    await preview.start('shell');

    await page.reload();
    await page.getByText('A new intro, deployed while you were away.').waitFor();
    await openSection(page, 'Skills');
    await page.getByRole('region').first().waitFor();
    await page.waitForTimeout(1500);
    expect(loads).toHaveLength(2);
    // A content change leaves the worker's code as it was; its data (sw-data.js) is what the browser
    // finds changed, and the new worker precaches the new page for offline visits.
    expect(readFileSync(join(next.distRoot, 'shell', 'sw.js'))).toEqual(readFileSync(join(__dirname, '..', 'shell', 'dist', 'sw.js')));
    await page.waitForFunction(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (/\/index\.html\?__WB_REVISION__=/.test(request.url) && (await (await cache.match(request))!.text()).includes('deployed while you were away')) return true;
        }
      }
      return false;
    }, undefined, { timeout: 30000, polling: 500 });
    await context.close();
    rmSync(content, { recursive: true, force: true });
  }, 120000);
});

describe('under a sub-path', () => {
  let preview: Preview;
  beforeAll(async () => {
    preview = await startPreview({ basePath: '/portfolio/' });
  });
  afterAll(async () => {
    await preview?.close();
  });

  it('the worker is scoped to the sub-path and serves the page offline there', async () => {
    const { context, page } = await newVisitor();
    await page.goto('http://localhost:8080/portfolio/');
    await homeHeading(page).waitFor();
    await controlled(page);
    await expect(page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).resolves.toBe('http://localhost:8080/portfolio/');
    await preview.stop('shell');
    try {
      await page.reload();
      await homeHeading(page).waitFor();
      expect(page.url()).toBe('http://localhost:8080/portfolio/');
    } finally {
      await preview.start('shell');
      await context.close();
    }
  });
});
