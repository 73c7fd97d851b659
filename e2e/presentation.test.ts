/**
 * How the owner's site presents itself, on a build of the sample content with an owner's theme
 * (accent, auto mode), a public URL, a CV PDF and a web-vitals endpoint: colours in the shell and the
 * CV remote in both modes, the visitor's toggle, the download link, the sharing files, the CV pages
 * on paper, and the beacons.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startPreview, type Preview } from '../builder/preview/server';
import { launchBrowser, openPage } from './support/browser';
import { buildFromContent } from './support/build';
import { largestDarkFill, pdfPageCount } from './support/pdf';
import { eventually } from './support/eventually';
import { appLive, homeHeading, openSection } from './support/site';
import { waitForSectionContent } from './support/visitAllPages';

const ACCENT = { hex: '#7c3aed', rgb: 'rgb(124, 58, 237)' };
const PUBLIC_URL = 'https://mira.example.dev/';
const CV_PAGES = ['Experience', 'Qualifications', 'Skills'];
const VITALS_PATH = '/api/vitals';
const vitalsFile = join(mkdtempSync(join(tmpdir(), 'vitals-')), 'vitals.jsonl');

let browser: Browser;
let preview: Preview;
let cvPdf: Buffer;

beforeAll(async () => {
  browser = await launchBrowser();
  const content = mkdtempSync(join(tmpdir(), 'content-presentation-'));
  cpSync(join(__dirname, '..', 'content'), content, { recursive: true });
  const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
  writeFileSync(join(content, 'site.json'), JSON.stringify({ ...site, url: PUBLIC_URL, theme: { mode: 'auto', accent: ACCENT.hex }, vitals: { endpoint: VITALS_PATH } }));
  // A fictional CV as the owner's LaTeX would give it: a real PDF, made here rather than committed.
  const { page, close } = await openPage(browser);
  await page.setContent('<h1>Mira Kestrel</h1><p>Front-end Engineer. Curriculum vitae (fictional sample).</p>');
  cvPdf = await page.pdf({ format: 'A4' });
  await close();
  writeFileSync(join(content, 'cv', 'mira-kestrel-cv.pdf'), cvPdf);
  const { distRoot } = await buildFromContent(content, ['shell', 'remote_cv']);
  preview = await startPreview({ distRoot, apps: ['shell', 'remote_cv'], vitalsPath: VITALS_PATH, vitalsFile });
}, 180000);

afterAll(async () => {
  await browser?.close();
  await preview?.close();
});

/** Opens home and waits until it has hydrated (the toggle then knows the mode). */
async function openHome(page: Page) {
  await page.goto(preview.url('shell'));
  await homeHeading(page).waitFor();
  await page.locator('.theme-toggle[aria-checked]').waitFor();
}

async function colours(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor, page: getComputedStyle(document.body).backgroundColor };
  });
}

describe("the owner's theme", () => {
  it.each([
    ['dark', 'rgb(13, 17, 23)'],
    ['light', 'rgb(246, 248, 250)'],
  ] as const)('colours the shell and the CV remote in %s mode (auto follows the system)', async (colorScheme, pageBackground) => {
    const { page, close } = await openPage(browser, { colorScheme });
    await openHome(page);
    expect(await colours(page, '.home__menu-button')).toEqual({ color: 'rgb(255, 255, 255)', background: ACCENT.rgb, page: pageBackground });
    await openSection(page, 'Experience');
    await waitForSectionContent(page);
    const link = await colours(page, '.cv-entry a[href^="http"]');
    // Light mode links are the accent itself; dark mode links a tint of it (checked at build).
    if (colorScheme === 'light') expect(link.color).toBe(ACCENT.rgb);
    else expect(link.color).toBe('rgb(196, 166, 247)');
    expect(link.page).toBe(pageBackground);
    await close();
  });
});

describe('the light/dark toggle', () => {
  it('switches the mode, and the choice survives a reload with no flash of the other theme', async () => {
    const { page, close } = await openPage(browser, { colorScheme: 'dark' });
    // Records the page colour at the first animation frame, before anything is painted.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrameBg: string }).firstFrameBg = getComputedStyle(document.body).backgroundColor;
      });
    });
    await page.goto(preview.url('shell'));
    await homeHeading(page).waitFor();
    const toggle = page.getByRole('switch', { name: 'Dark mode' });
    // A click before hydration is held and replayed later, so reading the switch straight after
    // it would race the replay: click the live page.
    await appLive(page);
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
    await toggle.click();
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
    expect((await colours(page, 'body')).page).toBe('rgb(246, 248, 250)');

    await page.reload();
    await homeHeading(page).waitFor();
    await page.waitForFunction(() => 'firstFrameBg' in window);
    await page.locator('.theme-toggle[aria-checked]').waitFor();
    expect(await page.evaluate(() => (window as unknown as { firstFrameBg: string }).firstFrameBg)).toBe('rgb(246, 248, 250)');
    await expect(page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).resolves.toBe('false');
    await close();
  });
});

describe('Download CV (PDF)', () => {
  it('is a link to the content-hashed PDF, with its size, on home and each CV page', async () => {
    const { page, close } = await openPage(browser);
    await openHome(page);
    const size = `${Math.round(cvPdf.length / 1000)} kB`;
    const link = page.getByRole('link', { name: `Download CV (PDF, ${size})` });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^static\/media\/mira-kestrel-cv\.[0-9a-f]{8}\.pdf$/);
    const response = await page.request.get(new URL(href as string, preview.url('shell')).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.compare(await response.body(), cvPdf)).toBe(0);
    for (const name of CV_PAGES) {
      await openSection(page, name);
      await expect(page.getByRole('link', { name: `Download CV (PDF, ${size})` }).getAttribute('href')).resolves.toBe(href);
      await page.getByRole('button', { name: 'Back' }).click();
    }
    await close();
  });
});

describe('sharing', () => {
  it('serves the page with its public URL tags, robots.txt and sitemap.xml', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(preview.url('shell'));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(PUBLIC_URL);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}static/media/share\\.[0-9a-f]{8}\\.`));
    const served = await page.request.get(new URL(new URL(image as string).pathname.slice(1), preview.url('shell')).href);
    expect(served.status()).toBe(200);
    const robots = await page.request.get(new URL('robots.txt', preview.url('shell')).href);
    expect(await robots.text()).toContain(`Sitemap: ${PUBLIC_URL}sitemap.xml`);
    const sitemap = await page.request.get(new URL('sitemap.xml', preview.url('shell')).href);
    expect(await sitemap.text()).toContain(`<loc>${PUBLIC_URL}</loc>`);
    await close();
  });
});

describe('printing a CV page', () => {
  it.each(CV_PAGES)('%s prints as a clean CV: black on white, nothing but the CV, link URLs shown', async (name) => {
    const { page, close } = await openPage(browser, { colorScheme: 'dark' });
    await openHome(page);
    await openSection(page, name);
    await waitForSectionContent(page);

    // The detector sees the dark screen page, so its verdict on paper means something.
    await page.emulateMedia({ media: 'screen' });
    expect(largestDarkFill(await page.pdf({ format: 'A4', printBackground: true }))).toBeGreaterThan(0.5);

    await page.emulateMedia({ media: 'print' });
    const paper = await page.evaluate(() => {
      const shown = (selector: string) =>
        [...document.querySelectorAll(selector)].some((element) => getComputedStyle(element).display !== 'none');
      const link = document.querySelector('.cv-entry a[href^="http"], .cv-section a[href^="http"]');
      return {
        background: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.querySelector('h1') as Element).color,
        video: shown('video'),
        playerBar: shown('.site-bar'),
        back: shown('.frame__back'),
        notices: shown('.notice'),
        download: shown('.cv-download'),
        linkUrlAfter: link ? getComputedStyle(link, '::after').content : 'no link on this page',
        linkHref: link?.getAttribute('href') ?? null,
        entriesKeptWhole: [...document.querySelectorAll('.cv-entry')].every((entry) => getComputedStyle(entry).breakInside === 'avoid'),
      };
    });
    expect(paper).toEqual(
      expect.objectContaining({
        background: 'rgb(255, 255, 255)',
        text: 'rgb(0, 0, 0)',
        video: false,
        playerBar: false,
        back: false,
        notices: false,
        download: false,
        entriesKeptWhole: true,
      }),
    );
    if (paper.linkHref) expect(paper.linkUrlAfter).toBe(`" (${paper.linkHref})"`);

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(largestDarkFill(pdf)).toBeLessThan(0.01);
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(3);
    await close();
  });
});

describe('web vitals, with vitals.endpoint set to a path of the site', () => {
  it('beacons reach the server and are stored as JSON lines', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(preview.url('shell'));
    await homeHeading(page).waitFor();
    await openSection(page, 'Skills');
    // Hiding the page makes web-vitals flush the metrics it reports at the end (LCP, CLS, INP).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const names = () => (existsSync(vitalsFile) ? readFileSync(vitalsFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line).name as string) : []);
    const expected = ['FCP', 'TTFB', 'LCP', 'FID', 'CLS'];
    const seen = await eventually(names, (list) => expected.every((name) => list.includes(name)));
    expect(seen).toEqual(expect.arrayContaining(expected));
    const line = JSON.parse(readFileSync(vitalsFile, 'utf8').trim().split('\n')[0] as string);
    expect(line).toEqual(expect.objectContaining({ value: expect.any(Number), rating: expect.any(String), receivedAt: expect.any(String), page: '/' }));
    await close();
  });
});
