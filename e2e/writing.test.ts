/**
 * The Writing page (remote-writing): an owner sets `writing.feed` in site.json and the build reads
 * their feed (here the fake blog, tools/fake-feed) into the site. A visitor sees a fifth menu
 * button and one card per post, newest first; where the blog's server allows it (CORS), the page
 * reads the feed again on each visit; a hostile feed shows as text only; a feed that is down at
 * build time still builds a working site, without the page. The sample site (no feed) has no
 * Writing button: that is every other browser test.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { formatDate } from '../shared/src/i18n/formatDate';
import { start as startFakeFeed, DEFAULT_PORT, type FakeFeed } from '../tools/fake-feed/server';
import { POSTS, postUrl } from '../tools/fake-feed/fixtures';
import { startPreview, type Preview } from '../builder/preview/server';
import { buildFromContent, copySampleContent, type OtherBuild } from './support/build';
import { launchBrowser, openPage } from './support/browser';
import { eventually } from './support/eventually';
import { appLive, homeHeading, openSection, SECTIONS } from './support/site';

const ROOT = join(__dirname, '..');
const FEED = `http://localhost:${DEFAULT_PORT}`;
/** The same blog on a server that lets any page read its feeds. */
const CORS_FEED = `http://localhost:${DEFAULT_PORT + 1}`;
const LIMIT = 4;

/** A copy of the sample content whose site.json reads `feed`. */
function contentWithFeed(feed: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'writing-content-'));
  copySampleContent(dir, { ownWriting: false });
  const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
  writeFileSync(join(dir, 'site.json'), JSON.stringify({ ...site, writing: { feed, limit: LIMIT } }, null, 2));
  return dir;
}

/** The other remotes hold nothing of the feed: the usual test build's serve. */
function withUsualRemotes(build: OtherBuild): string {
  for (const app of ['remote-cv', 'remote-projects', 'remote-music']) cpSync(join(ROOT, app, 'dist'), join(build.distRoot, app), { recursive: true });
  return build.distRoot;
}

let feed: FakeFeed;
let corsFeed: FakeFeed;
let good: OtherBuild;
let down: OtherBuild;
let hostile: OtherBuild;

beforeAll(async () => {
  feed = await startFakeFeed();
  corsFeed = await startFakeFeed({ port: DEFAULT_PORT + 1, cors: true });
  const cache = () => ({ WRITING_CACHE_DIR: mkdtempSync(join(tmpdir(), 'writing-cache-')) });
  feed.setMode('503');
  down = await buildFromContent(contentWithFeed(`${FEED}/feed.xml`), ['shell', 'remote_writing'], cache());
  feed.setMode('normal');
  [good, hostile] = await Promise.all([
    buildFromContent(contentWithFeed(`${CORS_FEED}/feed.xml`), ['shell', 'remote_writing'], cache()),
    buildFromContent(contentWithFeed(`${FEED}/hostile.xml`), ['remote_writing'], cache()),
  ]);
  feed.requests.length = 0;
  corsFeed.requests.length = 0;
}, 240_000);

afterAll(async () => {
  await feed?.close();
  await corsFeed?.close();
});

async function visit(preview: Preview, url: string) {
  const browser = await launchBrowser();
  const { page, problems } = await openPage(browser);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(url);
  return { page, problems, close: () => browser.close(), violations: () => page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []) };
}

const cards = (page: Page) => page.getByRole('list', { name: 'Posts' }).getByRole('article');

/** The page's post cards once `count` are shown (and no more). */
async function shownCards(page: Page, count: number) {
  await cards(page).nth(count - 1).waitFor();
  await expect(cards(page).count()).resolves.toBe(count);
  return cards(page);
}

it('the build reports what it read from the feed, and warns about a feed that is down, naming it and why', () => {
  expect(good.output).toContain(`Writing: ${LIMIT} posts from ${CORS_FEED}/feed.xml (rss)`);
  expect(down.output).toContain(`Writing: ${FEED}/feed.xml could not be read: HTTP 503`);
  expect(down.output).toContain('the site has no Writing page until it can be read');
  expect(hostile.output).toMatch(/skipped .*Click me.*http/);
});

describe('a site with a feed', () => {
  let preview: Preview;
  beforeAll(async () => {
    preview = await startPreview({ distRoot: withUsualRemotes(good) });
  });
  afterAll(async () => {
    await preview?.close();
  });

  it('has a fifth menu button, Writing, whose page lists the newest posts up to the limit, newest first, with their links, dates, tags and covers', async () => {
    const { page, problems, close, violations } = await visit(preview, preview.url('shell'));
    try {
      await appLive(page);
      await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('button').allTextContents()).resolves.toEqual([...SECTIONS, 'Writing']);
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      await openSection(page, 'Writing');
      await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H1');
      await shownCards(page, LIMIT);
      // The owner's own posts' code is a chunk of its own: a site with a feed alone never loads it.
      expect(scripts.some((url) => url.startsWith(preview.url('remote_writing')))).toBe(true);
      expect(scripts.filter((url) => url.includes('writing-own-posts'))).toEqual([]);
      const expected = POSTS.slice(0, LIMIT);
      await expect(cards(page).getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(expected.map((post) => `${post.title} (opens in a new tab)`));
      await expect(cards(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual(expected.map((post) => postUrl(post.slug)));
      await expect(cards(page).locator('time').evaluateAll((times) => times.map((time) => [time.getAttribute('datetime'), time.textContent]))).resolves.toEqual(
        expected.map((post) => [new Date(post.date).toISOString(), formatDate(post.date, 'en')]),
      );
      await expect(cards(page).first().getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).resolves.toEqual(expected[0]!.tags);
      await expect(cards(page).first().textContent()).resolves.toContain('A form should survive a tunnel, a closed tab and a flaky Wi-Fi.');
      // Covers: the build's own web-ready copies, from the writing remote, drawn; none hot-linked.
      const covers = await cards(page).locator('img').evaluateAll((images) =>
        images.map((image) => ({ src: (image as HTMLImageElement).currentSrc, drawn: (image as HTMLImageElement).naturalWidth })),
      );
      expect(covers).toHaveLength(expected.filter((post) => post.cover).length);
      for (const cover of covers) {
        expect(cover.src.startsWith(`${preview.url('remote_writing')}covers/`)).toBe(true);
        expect(cover.src.endsWith('.webp')).toBe(true);
      }
      await page.waitForFunction(() => [...document.querySelectorAll('article img')].every((image) => (image as HTMLImageElement).naturalWidth > 0));
      // The page read the feed again (its server allows it), and nothing else from the blog.
      expect(corsFeed.requests.map(({ path, origin }) => ({ path, origin }))).toEqual([{ path: '/feed.xml', origin: new URL(preview.url('shell')).origin }]);
      await expect(violations()).resolves.toEqual([]);
      expect(problems).toEqual({ pageErrors: [], consoleErrors: [], violations: [] });
    } finally {
      await close();
    }
  });

  it('reads the feed live where its server allows it: a post published since the build shows, the CSP names the blog, an unchanged feed costs a 304', async () => {
    const published = { slug: 'just-published', title: 'Published after the build', date: '2026-11-20T09:00:00Z', tags: ['news'], cover: true, html: '<p>Fresh <strong>off</strong> the press.</p>' };
    corsFeed.publish(published);
    const csp = (await fetch(preview.url('shell'))).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${CORS_FEED}`));
    const { page, problems, close, violations } = await visit(preview, preview.url('shell'));
    try {
      await appLive(page);
      await openSection(page, 'Writing');
      const newest = cards(page).first();
      await newest.getByRole('heading', { name: /Published after the build/ }).waitFor();
      await expect(cards(page).count()).resolves.toBe(LIMIT);
      await expect(newest.getByRole('link').getAttribute('href')).resolves.toBe(postUrl(published.slug));
      await expect(newest.textContent()).resolves.toContain('Fresh off the press.');
      // Its cover waits for the next build: never taken from the blog's server.
      await expect(newest.locator('img').count()).resolves.toBe(0);
      await expect(cards(page).nth(1).locator('img').getAttribute('src')).resolves.toMatch(/covers\/[0-9a-f]{16}\.webp$/);

      // Back and in again: the browser revalidates the feed it read, and the blog answers 304.
      const before = corsFeed.requests.length;
      await page.getByRole('button', { name: 'Back' }).click();
      await openSection(page, 'Writing');
      await newest.getByRole('heading', { name: /Published after the build/ }).waitFor();
      const again = await eventually(() => corsFeed.requests.slice(before), (requests) => requests.length > 0);
      expect(again[0]?.ifNoneMatch).toMatch(/^"[0-9a-f]{40}"$/);
      expect(corsFeed.requests.filter(({ path }) => path !== '/feed.xml')).toEqual([]);
      await expect(violations()).resolves.toEqual([]);
      expect(problems).toEqual({ pageErrors: [], consoleErrors: [], violations: [] });
    } finally {
      await close();
    }
  });

  it('remote-writing runs standalone: its own page shows the posts', async () => {
    const { page, problems, close } = await visit(preview, preview.url('remote_writing'));
    try {
      await shownCards(page, LIMIT);
      expect(problems).toEqual({ pageErrors: [], consoleErrors: [], violations: [] });
    } finally {
      await close();
    }
  });
});

it('a feed with script and markup in its items shows only text, with no CSP violation', async () => {
  const preview = await startPreview({ distRoot: hostile.distRoot, apps: ['remote_writing'] });
  const { page, problems, close, violations } = await visit(preview, preview.url('remote_writing'));
  try {
    await shownCards(page, 1);
    const card = cards(page).first();
    await expect(card.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Hostile title (opens in a new tab)');
    await expect(card.getByRole('list', { name: 'Tags' }).textContent()).resolves.toBe('xss');
    await expect(card.locator('p').last().textContent()).resolves.toBe('Only this text');
    await expect(card.locator('script, iframe, [onclick], [onerror]').count()).resolves.toBe(0);
    await expect(page.getByText('Click me').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).resolves.toBeUndefined();
    await expect(violations()).resolves.toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    // This blog's server allows no other page to read its feed: the page never tries, and its CSP names no blog.
    expect(feed.requests).toEqual([]);
    await expect(fetch(preview.url('remote_writing')).then((response) => response.headers.get('content-security-policy'))).resolves.toContain("connect-src 'self';");
  } finally {
    await close();
    await preview.close();
  }
});

it('a feed down at build time still builds a working site, without the Writing page', async () => {
  const preview = await startPreview({ distRoot: withUsualRemotes(down) });
  const { page, problems, close } = await visit(preview, preview.url('shell'));
  try {
    await homeHeading(page).waitFor();
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('button').allTextContents()).resolves.toEqual([...SECTIONS]);
    await openSection(page, 'Experience');
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [], violations: [] });
  } finally {
    await close();
    await preview.close();
  }
});
