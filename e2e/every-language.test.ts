/**
 * The sample site with every language the project writes in: English main and 44 translations
 * (prose from the main site.json, the English CV), built as `npm run build:site` builds it. Each
 * language's pages are in that language, lang and dir set, with no English word of the project's
 * own text on home and every section, and no sideways scroll. The switch folds its 45 languages
 * behind a button.
 */
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { settled } from '../builder/check/visitSite';
import { CATALOGUES } from '../shared/src/i18n/catalogues';
import { UI_LANGUAGES, textDirection, type UiLanguage } from '../shared/src/i18n/languages';
import type { FakeGitHub } from '../tools/fake-github/server';
import { launchBrowser, openPage } from './support/browser';
import { siteFromContent } from './support/build';
import { englishOn } from './support/englishOn';
import { startFakeGitHub } from './support/fakeGitHub';
import type { Host } from './support/hosts';
import { appLive, homeHeading } from './support/site';

const ROOT = join(__dirname, '..');
const SECTIONS = ['projects', 'experience', 'qualifications', 'skills'] as const;
const TRANSLATIONS = UI_LANGUAGES.filter((tag) => tag !== 'en');

let host: Host;
let browser: Browser;
let github: FakeGitHub;

beforeAll(async () => {
  const content = join(mkdtempSync(join(tmpdir(), 'portfolio-every-language-')), 'content');
  cpSync(join(ROOT, 'content'), content, { recursive: true });
  // A translation folder may be empty: its pages take the main prose and CV, in its own UI text.
  for (const tag of TRANSLATIONS) mkdirSync(join(content, 'translations', tag), { recursive: true });
  ({ host } = await siteFromContent(content, ['shell'], { port: 8088, mountPath: '/portfolio/' }));
  github = await startFakeGitHub();
  browser = await launchBrowser();
}, 300000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await github?.close();
});

/** What a visitor could fault on the page as it is now: the document's language, English words of the project's, sideways scroll. */
async function faults(page: Page, lang: UiLanguage) {
  await settled(page);
  const html = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  // The CV is the owner's English one on every translation: its words are not the project's.
  return { html, english: await englishOn(page, lang, '.cv-section'), sideways };
}

it.concurrent.each(TRANSLATIONS)('%s: home and every section in the language, with no English word of the project and no sideways scroll', async (lang) => {
  const { page, problems, close } = await openPage(browser);
  const text = CATALOGUES[lang];
  await page.goto(new URL(`${lang}/`, host.url).href);
  await homeHeading(page).waitFor();
  await appLive(page);
  const found: Record<string, unknown> = { home: await faults(page, lang) };
  for (const section of SECTIONS) {
    await page.getByRole('navigation', { name: text['home.sections'] }).getByRole('button', { name: text[`page.${section}`] }).click();
    await page.getByRole('heading', { level: 1, name: text[`page.${section}`] }).waitFor();
    found[section] = await faults(page, lang);
    await page.getByRole('button', { name: text['common.back'] }).click();
    await homeHeading(page).waitFor();
  }
  const clean = { html: { lang, dir: textDirection(lang) }, english: [], sideways: false };
  expect(found).toEqual({ home: clean, projects: clean, experience: clean, qualifications: clean, skills: clean });
  expect(problems.pageErrors).toEqual([]);
  // Trusted Types and the rest of the CSP hold in every language: not one violation.
  expect(problems.violations).toEqual([]);
  await close();
});

it('folds the 45 languages behind a button, which lists each in its own name', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(host.url);
  await homeHeading(page).waitFor();
  await appLive(page);
  const nav = page.getByRole('navigation', { name: 'Language' });
  await expect(nav.getByRole('link').count()).resolves.toBe(0);
  await nav.getByRole('button', { name: 'Language en' }).click();
  await nav.getByRole('link', { name: '日本語' }).waitFor();
  await expect(nav.getByRole('link').count()).resolves.toBe(UI_LANGUAGES.length);
  await nav.getByRole('link', { name: 'فارسی' }).click();
  await page.waitForURL(new URL('fa/', host.url).href);
  await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
  await close();
});
