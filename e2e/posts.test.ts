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
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { siteFromContent, type OtherBuild } from './support/build';
import type { Host } from './support/hosts';
import { appLive, homeHeading, SECTIONS } from './support/site';

const ROOT = join(__dirname, '..');

let host: Host;
let build: OtherBuild;
let browser: Browser;

beforeAll(async () => {
  const content = join(mkdtempSync(join(tmpdir(), 'portfolio-posts-')), 'content');
  cpSync(join(ROOT, 'content'), content, { recursive: true });
  cpSync(join(__dirname, 'fixtures', 'posts'), join(content, 'posts'), { recursive: true });
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

it('the build says what it read, and warns about the Hugo shortcode it left out, naming file and line', () => {
  expect(build.output).toMatch(/Posts: 2 from .*posts\//);
  expect(build.output).toMatch(/2025-11-02-hello\.md:7: Hugo shortcode/);
});

it.each(['light', 'dark'] as const)('a visitor finds the posts on the Writing page, newest first, and reads one in the site (%s)', async (colorScheme) => {
  const { page, problems, close } = await openPage(browser, { colorScheme });
  try {
    await page.goto(host.url);
    await appLive(page);
    // A site with posts and no feed has a Writing page too.
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('button').allTextContents()).resolves.toEqual([...SECTIONS, 'Writing']);
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
    await expect(picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(4);
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

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.violations).toEqual([]);
  } finally {
    await close();
  }
});
