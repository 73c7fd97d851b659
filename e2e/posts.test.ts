/**
 * Issue 50, the owner's own posts on the site: a site whose content/ holds Markdown posts (no feed)
 * gets a Writing page that lists them newest first, each a link named by its title; a post opens in
 * the site, in its frame, with its code highlighted by the build, its math as MathML and its picture
 * served by the site; Back leads to the list, and the browser's Back too. No console error, no CSP
 * violation, no axe violation, in both colour schemes.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { copySampleContent, siteFromContent, type OtherBuild } from './support/build';
import type { Host } from './support/hosts';
import { appLive, homeHeading, SECTIONS } from './support/site';


let host: Host;
let build: OtherBuild;
let browser: Browser;

beforeAll(async () => {
  const content = join(mkdtempSync(join(tmpdir(), 'portfolio-posts-')), 'content');
  copySampleContent(content, { ownWriting: false });
  cpSync(join(__dirname, 'fixtures', 'posts'), join(content, 'posts'), { recursive: true });
  cpSync(join(__dirname, 'fixtures', 'pages'), join(content, 'pages'), { recursive: true });
  // French: a translation of the newest post and of the Now page; Talks and the older post stay English.
  cpSync(join(__dirname, 'fixtures', 'translations'), join(content, 'translations'), { recursive: true });
  ({ build, host } = await siteFromContent(content, ['shell', 'remote_writing'], { port: 8095 }));
  browser = await launchBrowser();
}, 240000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

const posts = (page: Page) => page.getByRole('list', { name: 'Posts' }).getByRole('article');

async function openWriting(page: Page) {
  await page.goto(host.url);
  await appLive(page);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Writing' }).click();
  await page.getByRole('heading', { level: 1, name: 'Writing' }).waitFor();
  await posts(page).first().waitFor();
}


/**
 * A visit in a context of its own, closed after. With scripts, it ends with no console error, no page
 * error and no CSP violation.
 */
async function visit(options: BrowserContextOptions, steps: (page: Page) => Promise<void>): Promise<void> {
  const { page, problems, close } = await openPage(browser, options);
  try {
    await steps(page);
    if (options.javaScriptEnabled !== false) {
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.violations).toEqual([]);
    }
  } finally {
    await close();
  }
}

it('the build says what it read, and warns about the Hugo shortcode it left out, naming file and line', () => {
  expect(build.output).toMatch(/Posts: 2 from .*posts\//);
  expect(build.output).toMatch(/Pages: 2 from .*pages\//);
  expect(build.output).toMatch(/Posts \(fr\): 1 from .*translations\/fr\/posts\//);
  expect(build.output).toMatch(/2025-11-02-hello\.md:7: Hugo shortcode/);
});

it.each(['light', 'dark'] as const)('a visitor finds the posts on the Writing page, newest first, and reads one in the site (%s)', async (colorScheme) => {
  await visit({ colorScheme }, async (page) => {
    await page.goto(host.url);
    await appLive(page);
    // A site with posts and no feed has a Writing page too.
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('button').allTextContents()).resolves.toEqual([...SECTIONS, 'Writing', 'Now', 'Talks']);
    await openWriting(page);
    await expect(posts(page).getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(['Tide tables in the browser', "Hello from Mira's notebook"]);
    const link = posts(page).first().getByRole('link', { name: 'Tide tables in the browser' });
    await expect(link.getAttribute('href')).resolves.toBe('posts/tide-tables/');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Tide tables in the browser' }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Tide tables in the browser');
    const body = page.locator('.post__body');
    await expect(body.getByRole('heading', { level: 2 }).count()).resolves.toBe(0);
    // Highlighted at build time: the page carries spans with the highlighter's classes, and no highlighter.
    await expect(body.locator('pre code.language-rust .hljs-keyword').first().textContent()).resolves.toBe('fn');
    await expect(body.locator('figcaption').first().textContent()).resolves.toBe('tide.rs');
    await expect(body.locator('math').count()).resolves.toBe(2);
    await expect(body.locator('math[display="block"]').count()).resolves.toBe(1);
    const picture = body.getByRole('img', { name: 'A tide curve' });
    await picture.scrollIntoViewIfNeeded();
    // Made web-ready by the build: the browser takes the AVIF, sized by the post's column.
    await expect(picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname)).resolves.toMatch(/^\/writing\/static\/media\/curve-4\.[0-9a-f]{8}\.avif$/);
    await expect(body.getByRole('table').getByRole('cell').allTextContents()).resolves.toEqual(['Portwell', '3.1 m']);
    await expect(body.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked))).resolves.toEqual([true, false]);
    await expect(axeViolations(page)).resolves.toEqual([]);

    // Back leads to the list, one step back in the browser's history too.
    await page.getByRole('button', { name: /Back/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Writing' }).waitFor();
    await expect(page.evaluate(() => history.state)).resolves.toEqual({ portfolioPage: 'writing', depth: 1, from: 'home' });

    // A link to another post opens it in the site; the browser's Back retraces the steps.
    await posts(page).first().getByRole('link', { name: 'Tide tables in the browser' }).click();
    await page.locator('.post__body').getByRole('link', { name: 'first post' }).click();
    await page.getByRole('heading', { level: 1, name: "Hello from Mira's notebook" }).waitFor();
    await expect(page.locator('.post__body pre code.language-python').textContent()).resolves.toBe('print("hello")');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Tide tables in the browser' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Writing' }).waitFor();
    await page.goBack();
    await homeHeading(page).waitFor();

  });
});

it('a post has an address of its own: readable with JavaScript off, its one h1 the title, shared as the post', async () => {
  await visit({ javaScriptEnabled: false }, async (page) => {
    const response = await page.goto(`${host.url}posts/tide-tables/`);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Tide tables in the browser · Mira Kestrel');
    await expect(page.getByRole('heading', { level: 1 }).allTextContents()).resolves.toEqual(['Tide tables in the browser']);
    const body = page.locator('.post__body');
    await expect(body.locator('pre code.language-rust .hljs-keyword').first().textContent()).resolves.toBe('fn');
    await expect(body.locator('math').count()).resolves.toBe(2);
    await expect(body.getByRole('table').getByRole('cell').allTextContents()).resolves.toEqual(['Portwell', '3.1 m']);
    const picture = body.getByRole('img', { name: 'A tide curve' });
    await picture.scrollIntoViewIfNeeded();
    // Made web-ready by the build: the browser takes the AVIF, sized by the post's column.
    await expect(picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname)).resolves.toMatch(/^\/writing\/static\/media\/curve-4\.[0-9a-f]{8}\.avif$/);
    // Styled as the site shows it: its tags are chips, not a bulleted list.
    await expect(page.locator('.writing-card__tags').evaluate((list) => getComputedStyle(list).listStyleType)).resolves.toBe('none');
    // The link to the other post is its document: it works without scripts too.
    await body.getByRole('link', { name: 'first post' }).click();
    await page.getByRole('heading', { level: 1, name: "Hello from Mira's notebook" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/posts/hello/');

    await page.goto(`${host.url}posts/tide-tables/`);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    await expect(meta('meta[property="og:type"]')).resolves.toBe('article');
    await expect(meta('meta[property="og:title"]')).resolves.toBe('Tide tables in the browser');
    await expect(meta('meta[name="description"]')).resolves.toBe('How a harmonic tide model fits in 40 KB of WebAssembly.');
    const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: 'Tide tables in the browser', datePublished: '2026-03-01T00:00:00.000Z', author: { name: 'Mira Kestrel' } });
  });
});

it('a post\'s document starts the site on that post: the post stays in place, hydrated with no remote, Back leads to the Writing list', async () => {
  await visit({}, async (page) => {
    const remoteScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/writing/')) remoteScripts.push(request.url());
    });
    await page.goto(`${host.url}posts/tide-tables/`);
    const heading = page.getByRole('heading', { level: 1, name: 'Tide tables in the browser' });
    // The prerendered post is there at once, and never gives way to a loading state.
    await heading.waitFor();
    await page.evaluate(() => {
      const record = window as unknown as { seenLoading: boolean; prerendered: Element | null };
      record.prerendered = document.querySelector('article.post');
      record.seenLoading = false;
      new MutationObserver(() => {
        if (!document.querySelector('article.post')) record.seenLoading = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await appLive(page);
    await page.waitForFunction(() => document.querySelector('#root main')?.getAttribute('data-page') === 'post:tide-tables' && !document.querySelector('#root .writing-status:not(:empty)'));
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => (window as unknown as { seenLoading: boolean }).seenLoading)).resolves.toBe(false);
    // Hydrated, as home is: the reader's post is the very element the document brought, and the
    // Writing remote has not loaded (it will when the visitor moves on).
    await expect(page.evaluate(() => document.querySelector('article.post') === (window as unknown as { prerendered: Element | null }).prerendered)).resolves.toBe(true);
    expect(remoteScripts).toEqual([]);
    await expect(page.locator('.post__body math').count()).resolves.toBe(2);
    await page.getByRole('button', { name: /Back/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Writing' }).waitFor();
    await posts(page).first().waitFor();
    await expect(posts(page).getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(['Tide tables in the browser', "Hello from Mira's notebook"]);
    await page.goBack();
    await heading.waitFor();
  });
});

it('the owner\'s Atom feed holds every post whole, newest first, and every page links it', async () => {
  await visit({}, async (page) => {
    for (const path of ['', 'posts/hello/']) {
      await page.goto(`${host.url}${path}`);
      await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')).resolves.toBe('feed.xml');
    }
    const response = await page.request.get(`${host.url}feed.xml`);
    expect(response.ok()).toBe(true);
    // Read where no CSP asks for Trusted Types.
    await page.goto('about:blank');
    const entries = await page.evaluate((xml) => {
      const feed = new DOMParser().parseFromString(xml, 'application/xml');
      if (feed.querySelector('parsererror')) throw new Error('feed.xml is not well-formed');
      return [...feed.querySelectorAll('entry')].map((entry) => ({
        title: entry.querySelector('title')?.textContent,
        link: entry.querySelector('link')?.getAttribute('href'),
        content: new DOMParser().parseFromString(entry.querySelector('content')?.textContent ?? '', 'text/html').body.textContent,
      }));
    }, await response.text());
    expect(entries.map(({ title, link }) => [title, link])).toEqual([
      ['Tide tables in the browser', 'posts/tide-tables/'],
      ["Hello from Mira's notebook", 'posts/hello/'],
    ]);
    expect(entries[0]!.content).toContain('Tide prediction is a sum of cosines');
    expect(entries[0]!.content).toContain('The constants come from a fictional harbour.');
  });
});

it("the owner's own pages are in the home menu after the built-in ones, open in the site with Back home, and have documents of their own", async () => {
  await visit({}, async (page) => {
    await page.goto(host.url);
    await appLive(page);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Now' }).waitFor();
    await page.locator('.post__body').getByText('Learning to sail a dinghy').waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Now');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: /Back/ }).click();
    await homeHeading(page).waitFor();
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Now' }).waitFor();
  });
  await visit({ javaScriptEnabled: false }, async (page) => {
    await page.goto(`${host.url}talks/`);
    await expect(page.getByRole('heading', { level: 1 }).allTextContents()).resolves.toEqual(['Talks']);
    await expect(page.locator('.post__body em').textContent()).resolves.toBe('Sums of cosines in 40 KB');
    await expect(page.locator('meta[property="og:type"]').getAttribute('content')).resolves.toBe('website');
  });
  // With scripts, the page's document starts the site on that page; Back leads home.
  await visit({}, async (page) => {
    await page.goto(`${host.url}now/`);
    await appLive(page);
    await page.waitForFunction(() => document.querySelector('#root main')?.getAttribute('data-page') === 'page:now' && document.querySelector('#root article.post'));
    await page.getByRole('button', { name: /Back/ }).click();
    await homeHeading(page).waitFor();
  });
});

it("a language's site shows its translations, and the posts and pages they leave out in the main language, each translation at its address", async () => {
  await visit({}, async (page) => {
    await page.goto(`${host.url}fr/`);
    await appLive(page);
    const menu = page.getByRole('navigation', { name: 'Rubriques' }).getByRole('button');
    await expect(menu.allTextContents()).resolves.toEqual(['Projets', 'Expérience', 'Formation', 'Compétences', 'Articles', 'Maintenant', 'Talks']);
    await menu.filter({ hasText: 'Articles' }).click();
    const list = page.getByRole('list', { name: 'Publications' }).getByRole('article');
    await list.first().waitFor();
    await expect(list.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(['Les tables des marées dans le navigateur', "Hello from Mira's notebook"]);
    await expect(list.first().getByRole('link').getAttribute('href')).resolves.toBe('fr/posts/tide-tables/');
    await expect(list.nth(1).getByRole('link').getAttribute('href')).resolves.toBe('posts/hello/');
    await list.first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Les tables des marées dans le navigateur' }).waitFor();
    await expect(page.locator('article.post').getAttribute('lang')).resolves.toBe('fr');
  });
  await visit({ javaScriptEnabled: false }, async (page) => {
    await page.goto(`${host.url}fr/posts/tide-tables/`);
    await expect(page.getByRole('heading', { level: 1 }).allTextContents()).resolves.toEqual(['Les tables des marées dans le navigateur']);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    await page.goto(`${host.url}fr/now/`);
    await expect(page.getByRole('heading', { level: 1 }).allTextContents()).resolves.toEqual(['Maintenant']);
  });
});
