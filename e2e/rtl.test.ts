/**
 * A site written right to left (examples/languages-rtl: Persian main with its own CV, an English
 * translation with its own), with Arabic, Hebrew and Urdu translations added for this test, built
 * as `npm run build:site` builds it and served by a header-less static server. Every document of a
 * right-to-left language says dir="rtl" with its lang; on a phone and a desktop, in both colour
 * schemes, every page has 0 axe violations, no sideways scroll and no English word of the project's;
 * Back sits at the inline start (the right), and the cards and the music bar read right to left.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { CATALOGUES } from '../shared/src/i18n/catalogues';
import type { UiLanguage } from '../shared/src/i18n/languages';
import type { FakeGitHub } from '../tools/fake-github/server';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { siteFromContent } from './support/build';
import { englishOn } from './support/englishOn';
import { startFakeGitHub } from './support/fakeGitHub';
import type { Host } from './support/hosts';
import { appLive } from './support/site';
import { waitForSectionContent } from './support/visitAllPages';

const ROOT = join(__dirname, '..');
const EXAMPLE = join(ROOT, 'examples', 'languages-rtl');
const main = JSON.parse(readFileSync(join(EXAMPLE, 'site.json'), 'utf8'));
const SECTIONS = ['projects', 'experience', 'qualifications', 'skills'] as const;

/** The right-to-left languages this test adds as prose-only translations (their pages show the Persian CV). */
const ADDED: Record<string, { jobTitle: string; intro: string }> = {
  ar: { jobTitle: 'مهندسة واجهات أمامية', intro: 'أبني تطبيقات ويب سريعة وسهلة الوصول من البداية إلى النهاية، بواجهات React وTypeScript وخدمات Node.js خلفها.' },
  he: { jobTitle: 'מהנדסת פרונטאנד', intro: 'אני בונה יישומי ווב מהירים ונגישים מקצה לקצה: ממשקי React ו־TypeScript מלפנים, ושירותי Node.js מאחוריהם.' },
  ur: { jobTitle: 'فرنٹ اینڈ انجینئر', intro: 'میں تیز اور قابلِ رسائی ویب ایپلیکیشنز شروع سے آخر تک بناتی ہوں: سامنے React اور TypeScript کے انٹرفیس، اور پیچھے Node.js کی سروسز۔' },
};
const RTL: { path: string; lang: UiLanguage }[] = [
  { path: '', lang: 'fa' },
  { path: 'ar/', lang: 'ar' },
  { path: 'he/', lang: 'he' },
  { path: 'ur/', lang: 'ur' },
];
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

let host: Host;
let browser: Browser;
let github: FakeGitHub;

beforeAll(async () => {
  const content = join(mkdtempSync(join(tmpdir(), 'portfolio-rtl-')), 'content');
  cpSync(EXAMPLE, content, { recursive: true });
  // The sample's tracks, so the music bar is on the page (the example has none).
  cpSync(join(ROOT, 'content', 'music'), join(content, 'music'), { recursive: true });
  for (const [tag, owner] of Object.entries(ADDED)) {
    mkdirSync(join(content, 'translations', tag), { recursive: true });
    writeFileSync(join(content, 'translations', tag, 'site.json'), JSON.stringify({ owner }));
  }
  ({ host } = await siteFromContent(content, ['shell', 'remote_cv'], { port: 8087, mountPath: '/portfolio/' }));
  github = await startFakeGitHub();
  browser = await launchBrowser();
}, 240000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await github?.close();
});

/** The served document's <html> lang and dir, as a crawler reads it (no script runs). */
async function documentDirection(path: string) {
  const html = await (await fetch(new URL(path, host.url))).text();
  const [, lang, dir] = /<html lang="([^"]+)" dir="([^"]+)">/.exec(html) ?? [];
  return { lang, dir };
}

describe('every document', () => {
  it.each([...RTL.map(({ path, lang }) => [path, lang, 'rtl']), ['en/', 'en', 'ltr']])('"%s" is lang="%s" dir="%s"', async (path, lang, dir) => {
    await expect(documentDirection(path)).resolves.toEqual({ lang, dir });
  });

  it("the CV remote's standalone page and each language's web app manifest say the direction too", async () => {
    await expect(documentDirection('cv/')).resolves.toEqual({ lang: 'fa', dir: 'rtl' });
    for (const { path, lang } of RTL) {
      const manifest = await (await fetch(new URL(`${path}manifest.webmanifest`, host.url))).json();
      expect(manifest).toMatchObject({ lang, dir: 'rtl' });
    }
    await expect((await fetch(new URL('en/manifest.webmanifest', host.url))).json()).resolves.toMatchObject({ lang: 'en', dir: 'ltr' });
  });
});

/** What a visitor could fault on the page as it is now, in both colour schemes. */
async function pageFaults(page: Page, lang: UiLanguage) {
  const html = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  // Sideways scroll: the document wider than the window.
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  // Colours ease from one scheme to the other: each is checked once it has settled.
  await page.emulateMedia({ colorScheme: 'dark' });
  await waitForSectionContent(page);
  const dark = await axeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await waitForSectionContent(page);
  const light = await axeViolations(page);
  const english = await englishOn(page, lang);
  return { html, sideways: sideways > 0 ? sideways : 0, dark, light, english };
}

async function openSection(page: Page, lang: UiLanguage, section: (typeof SECTIONS)[number]) {
  const text = CATALOGUES[lang];
  await page.getByRole('navigation', { name: text['home.sections'] }).getByRole('button', { name: text[`page.${section}`] }).click();
  await page.getByRole('heading', { level: 1, name: text[`page.${section}`] }).waitFor();
  await waitForSectionContent(page);
}

/** The horizontal span of the first element matching `selector`. */
async function span(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { left: box.x, right: box.x + box.width };
}

const VISITS = RTL.flatMap(({ path, lang }) => (Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((width) => ({ path, lang, width })));

// Each visit in a browser context of its own, several at once: they share nothing but the server.
it.concurrent.each(VISITS)('a visitor of /$path ($lang) on a $width: every page right to left, 0 axe violations in both schemes, no sideways scroll, no English', async ({ path, lang, width }) => {
  const { page, problems, close } = await openPage(browser, { viewport: WIDTHS[width] });
  const text = CATALOGUES[lang];
  await page.goto(new URL(path, host.url).href);
  await page.getByRole('heading', { level: 1, name: main.owner.name }).waitFor();
  await appLive(page);
  const faults: Record<string, unknown> = { home: await pageFaults(page, lang) };
  // The music bar reads from the right: play, next, then the track's name.
  const [play, title] = [await span(page, '.player__button'), await span(page, '.player__info')];
  expect(play.left).toBeGreaterThan(title.right - 1);
  for (const section of SECTIONS) {
    await openSection(page, lang, section);
    faults[section] = await pageFaults(page, lang);
    // Back at the inline start: right of the page's title.
    const [back, heading] = [await span(page, '.frame__back'), await span(page, '.frame__title')];
    if (width === 'desktop') expect(back.left).toBeGreaterThan(heading.right - 1);
    else expect(back.right).toBeGreaterThan(WIDTHS.phone.width - 48);
    if (section === 'skills' && width === 'desktop') {
      // English at 4.5 of 5: the dots fill from the right, so the half dot's right half is the full
      // one (the brighter one, on the dark page).
      await page.emulateMedia({ colorScheme: 'dark' });
      await waitForSectionContent(page);
      const dot = await page.locator('.cv-skill__dot--half').first().screenshot();
      const { data, info } = await sharp(dot).greyscale().raw().toBuffer({ resolveWithObject: true });
      const mean = (from: number, to: number) => {
        let sum = 0;
        for (let y = 0; y < info.height; y += 1) for (let x = from; x < to; x += 1) sum += data[y * info.width + x] as number;
        return sum / (info.height * (to - from));
      };
      const half = Math.floor(info.width / 2);
      faults.halfDotFilledSide = mean(half, info.width) - mean(0, half) > 20 ? 'right' : mean(0, half) - mean(half, info.width) > 20 ? 'left' : 'neither';
    }
    if (section === 'projects' && width === 'desktop') {
      // The first card on the right, the next to its left.
      const cards = await page.locator('.projects-card').evaluateAll((all) => all.slice(0, 2).map((card) => card.getBoundingClientRect().left));
      expect(cards[0]).toBeGreaterThan(cards[1] as number);
    }
    await page.getByRole('button', { name: text['common.back'] }).click();
    await page.getByRole('heading', { level: 1, name: main.owner.name }).waitFor();
  }
  if (width === 'phone') {
    // Five languages fold behind a button on a phone; the list opens above the bar, in each one's own name.
    await page.getByRole('navigation', { name: text['shell.languages'] }).getByRole('button', { name: `${text['shell.languages']} ${lang}` }).click();
    const english = page.getByRole('link', { name: 'English' });
    await english.waitFor();
    await waitForSectionContent(page);
    faults.languages = { dark: await axeViolations(page) };
    await english.click();
    await page.waitForURL(new URL('en/', host.url).href);
  }
  const clean = { html: { lang, dir: 'rtl' }, sideways: 0, dark: [], light: [], english: [] };
  expect(faults).toEqual({
    home: clean,
    projects: clean,
    experience: clean,
    qualifications: clean,
    skills: clean,
    ...(width === 'phone' ? { languages: { dark: [] } } : { halfDotFilledSide: 'right' }),
  });
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  await close();
});
