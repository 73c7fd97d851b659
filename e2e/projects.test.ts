import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startPreview, type Preview } from '../builder/preview/server';
import { REPOSITORIES, start, type FakeGitHub, type FakeGitHubMode, type FakeRepository } from '../tools/fake-github/server';
import { launchBrowser, openPage, type PageProblems } from './support/browser';

/** Build with GITHUB_TOKEN set to this (or any value) and no built file may contain it. */
const TOKEN = process.env.GITHUB_TOKEN || 'ghp_e2eSentinelNeverShipped';
const LOCALE = 'de-DE';
const TIME_ZONE = 'UTC';
const PAGES_HOST = 'https://mira-kestrel-example.github.io';
const DISTS = ['shell', 'remote-cv', 'remote-projects', 'remote-music'].map((dir) => path.join(__dirname, '..', dir, 'dist'));

let github: FakeGitHub;
let preview: Preview;
let browser: Browser;
const opened: Array<() => Promise<void>> = [];

beforeAll(async () => {
  github = await start({ port: 8090, slowMs: 2500 });
  preview = await startPreview();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await preview?.close();
  await github?.close();
});

beforeEach(() => {
  github.setMode('normal');
  github.requests.length = 0;
  preview.setFault();
});

afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

/** What SPEC §5 says the page must show, worked out from the fixtures independently of the app code. */
function expectedNames(repos: FakeRepository[]): string[] {
  const shown = repos.filter((repo) => typeof repo.description === 'string' && repo.description.includes('!'));
  const time = (repo: FakeRepository) => (repo.pushed_at ? Date.parse(repo.pushed_at) : -Infinity);
  return [...shown].sort((a, b) => time(b) - time(a)).map((repo) => repo.name);
}

function fixture(name: string): FakeRepository {
  const repo = REPOSITORIES.find((candidate) => candidate.name === name);
  if (!repo) throw new Error(`no fixture ${name}`);
  return repo;
}

async function openProjects(): Promise<{ page: Page; problems: PageProblems }> {
  const { page, problems, close } = await openPage(browser, { locale: LOCALE, timezoneId: TIME_ZONE });
  opened.push(close);
  await page.goto(preview.url('shell'));
  await page.getByRole('button', { name: 'Projects' }).click();
  await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
  return { page, problems };
}

const cards = (page: Page) => page.getByRole('list', { name: 'Repositories' }).getByRole('heading', { level: 2 });
const repoLink = (page: Page, name: string) => page.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
const notice = (page: Page) => page.locator('.projects-notice');

async function waitForLiveList(page: Page) {
  await repoLink(page, 'pixel-weather').waitFor();
  await page.getByText('Checking GitHub for updates…').waitFor({ state: 'detached' });
}

describe('Projects page on the production build with the fake GitHub API', () => {
  it('shows the filtered repositories newest first with the right links, and dates in the page’s language (a German browser reading an English site still reads English dates)', async () => {
    const { page, problems } = await openProjects();
    await waitForLiveList(page);

    const names = (await cards(page).allTextContents()).map((text) => text.replace(' (opens in a new tab)', ''));
    expect(names).toEqual(expectedNames(REPOSITORIES));
    expect(names).not.toContain('quiet-internal-tool');
    expect(names).not.toContain('no-description');

    const link = repoLink(page, 'pixel-weather');
    expect(await link.getAttribute('href')).toBe(`${PAGES_HOST}/pixel-weather`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await repoLink(page, 'mira-kestrel-example.github.io').getAttribute('href')).toBe(`${PAGES_HOST}/`);
    expect(await repoLink(page, 'latex-cv-website').getAttribute('href')).toBe(fixture('latex-cv-website').html_url);
    expect(await repoLink(page, 'no-language-yet').getAttribute('href')).toBe(fixture('no-language-yet').html_url);

    const card = page.locator('.projects-card').filter({ has: repoLink(page, 'pixel-weather') });
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: TIME_ZONE }).format(
      new Date(fixture('pixel-weather').pushed_at!),
    );
    await expect(card.getByText(`Last updated: ${date}`).count()).resolves.toBe(1);
    await expect(card.getByText('Main language: TypeScript').count()).resolves.toBe(1);
    await expect(page.locator('.projects-card').filter({ has: repoLink(page, 'no-language-yet') }).getByText('Main language: not specified').count()).resolves.toBe(1);

    expect(await notice(page).count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  it('follows pagination: the one shown repository on page 2 is listed', async () => {
    const { page } = await openProjects();
    await waitForLiveList(page);
    expect(github.requests.filter((r) => r.method === 'GET').map((r) => r.page)).toEqual([1, 2]);
    await repoLink(page, 'vintage-experiment').waitFor();
    expect(github.requests.every((r) => r.authorization === null)).toBe(true);
  });

  it('keeps the hostile description inert: shown as text, no script runs, no javascript: link', async () => {
    const { page, problems } = await openProjects();
    await waitForLiveList(page);
    const hostile = String(fixture('hostile-strings').description);
    await page.getByText(hostile, { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(await page.locator('.projects img, .projects script').count()).toBe(0);
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  it('does not fetch again on navigation or window resize', async () => {
    const { page } = await openProjects();
    await waitForLiveList(page);
    const before = github.requests.length;

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Projects' }).click();
    await repoLink(page, 'pixel-weather').waitFor();
    await page.setViewportSize({ width: 700, height: 800 });
    await page.setViewportSize({ width: 1100, height: 700 });
    await page.waitForTimeout(600);
    await repoLink(page, 'pixel-weather').waitFor();

    expect(github.requests.length).toBe(before);
  });

  it('revalidates the saved list with If-None-Match on the next visit', async () => {
    const { page } = await openProjects();
    await waitForLiveList(page);
    const etagsSeen = github.requests.length;
    await page.reload();
    await page.getByRole('button', { name: 'Projects' }).click();
    await waitForLiveList(page);
    const revalidations = github.requests.slice(etagsSeen);
    expect(revalidations.map((r) => r.page)).toEqual([1, 2]);
    expect(revalidations.every((r) => r.ifNoneMatch?.startsWith('W/"'))).toBe(true);
    expect(await notice(page).count()).toBe(0);
  });

  it('shows the snapshot at once while a slow GitHub answers, then the live list', async () => {
    github.setMode('slow');
    const { page } = await openProjects();
    await repoLink(page, 'pixel-weather').waitFor();
    await page.getByText('Checking GitHub for updates…').waitFor();
    await page.getByText('Checking GitHub for updates…').waitFor({ state: 'detached', timeout: 15000 });
    expect(await notice(page).count()).toBe(0);
  });

  const faults: Array<[FakeGitHubMode, RegExp]> = [
    ['rate-limit', /^Showing the list from .+: GitHub's request limit for this network has been reached \(it resets at .+\)\.$/],
    ['429', /^Showing the list from .+: GitHub's request limit for this network has been reached \(it resets at .+\)\.$/],
    ['500', /^Showing the list from .+: GitHub can't be reached right now\.$/],
    ['malformed', /^Showing the list from .+: GitHub can't be reached right now\.$/],
    ['reset', /^Showing the list from .+: GitHub can't be reached right now\.$/],
    ['hang', /^Showing the list from .+: GitHub can't be reached right now\.$/],
  ];

  it.each(faults)('in fault mode %s the visitor sees the snapshot and a notice, never a blank page', async (mode, expected) => {
    github.setMode(mode);
    const { page, problems } = await openProjects();
    await notice(page).waitFor({ timeout: 20000 });
    expect((await notice(page).textContent())?.trim()).toMatch(expected);
    expect(await cards(page).count()).toBe(expectedNames(REPOSITORIES).length);
    await repoLink(page, 'pixel-weather').waitFor();
    expect(problems.pageErrors).toEqual([]);
  });

  it('with neither snapshot nor GitHub, says so and Retry recovers', async () => {
    github.setMode('500');
    preview.setFault(({ app, path: file }) => (app === 'remote_projects' && file === '/projects-snapshot.json' ? { status: 404 } : undefined));
    const { page, problems } = await openProjects();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/The projects can't be shown/);

    github.setMode('normal');
    preview.setFault();
    await page.getByRole('button', { name: 'Retry' }).click();
    await waitForLiveList(page);
    expect(await alert.count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  it('serves the build snapshot from the projects remote and no built file contains a GitHub token', () => {
    const snapshot = JSON.parse(fs.readFileSync(path.join(DISTS[2]!, 'projects-snapshot.json'), 'utf8'));
    expect(snapshot.items.map((item: { name: string }) => item.name)).toEqual(expectedNames(REPOSITORIES));
    const files = DISTS.flatMap((dir) => fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(10);
    const leaking = files.filter((file) => fs.readFileSync(file).includes(TOKEN));
    expect(leaking).toEqual([]);
  });
});
