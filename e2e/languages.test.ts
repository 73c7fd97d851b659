/**
 * A site in three languages (examples/languages: English main; German with its own CV; Japanese
 * with translated prose only), built as `npm run build:site` builds it and served under a sub-path
 * by a header-less static server, as GitHub Pages serves a project site. Every document carries its
 * language and names the others; the switch keeps the open section; every word the project writes
 * is in the page's language; axe finds nothing in any of them; a visited language works offline.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES } from '../shared/src/i18n/catalogues';
import type { Catalogue } from '../shared/src/i18n/languages';
import type { FakeGitHub } from '../tools/fake-github/server';
import { axeViolations } from './support/axe';
import { englishOn } from './support/englishOn';
import { siteFromContent } from './support/build';
import { launchBrowser, openPage } from './support/browser';
import { startFakeGitHub } from './support/fakeGitHub';
import type { Host } from './support/hosts';
import { watchPage } from './support/pageWatch';
import { appLive } from './support/site';
import { waitForSectionContent } from './support/visitAllPages';

const ROOT = join(__dirname, '..');
const CONTENT = join(ROOT, 'examples', 'languages');
const json = (file: string) => JSON.parse(readFileSync(join(CONTENT, file), 'utf8'));
const main = json('site.json');
const german = json('translations/de/site.json').owner;
const japanese = json('translations/ja/site.json').owner;
const PUBLIC = 'https://mira-kestrel-example.github.io/portfolio/';
const SECTIONS = ['projects', 'experience', 'qualifications', 'skills'] as const;

let host: Host;
let browser: Browser;
let github: FakeGitHub;

beforeAll(async () => {
  // The shell and the CV remote from the example; the other remotes hold no content of a language.
  ({ host } = await siteFromContent(CONTENT, ['shell', 'remote_cv'], { port: 8086, mountPath: '/portfolio/' }));
  github = await startFakeGitHub();
  browser = await launchBrowser();
}, 240000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await github?.close();
});

/** The served document at `path`, parsed in the browser as a crawler reads it (no script runs). */
async function documentAt(path: string) {
  const html = await (await fetch(new URL(path, host.url))).text();
  const { page, close } = await openPage(browser, { javaScriptEnabled: false });
  await page.setContent(html);
  const read = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    base: document.querySelector('base')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    locale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
    localeAlternates: [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map((meta) => meta.getAttribute('content')),
    person: JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null'),
    title: document.title,
    intro: document.querySelector('.home__intro')?.textContent,
    switchLinks: [...document.querySelectorAll('nav a[hreflang]')].map((link) => `${link.getAttribute('lang')} ${link.getAttribute('href')} ${link.textContent}`),
  }));
  await close();
  return read;
}

const ALTERNATES = { en: PUBLIC, de: `${PUBLIC}de/`, ja: `${PUBLIC}ja/`, 'x-default': PUBLIC };

describe('every document of every language', () => {
  it.each([
    ['', 'en', main.owner, 'en_US'],
    ['de/', 'de', german, 'de_DE'],
    ['ja/', 'ja', japanese, 'ja_JP'],
  ])('"%s" is in %s, names every language and x-default, and has its intro in the HTML', async (path, lang, owner, locale) => {
    const doc = await documentAt(path);
    expect(doc.lang).toBe(lang);
    expect(doc.base).toBe(path ? '../' : null);
    expect(doc.alternates).toEqual(ALTERNATES);
    expect(doc.canonical).toBe(PUBLIC + path);
    expect(doc.locale).toBe(locale);
    expect(doc.localeAlternates.sort()).toEqual(['en_US', 'de_DE', 'ja_JP'].filter((other) => other !== locale).sort());
    expect(doc.person).toMatchObject({ jobTitle: owner.jobTitle, url: PUBLIC + path });
    expect(doc.title).toBe(`${main.owner.name} · ${owner.jobTitle}`);
    expect(doc.intro).toBe(owner.intro);
    // Each link: its language, its address (relative to the site root, the <base> of a language's page), its short code and name.
    expect(doc.switchLinks).toEqual(['en ./ enEnglish', 'de de/ deDeutsch', 'ja ja/ ja日本語']);
  });

  it('the sitemap lists each language with all its alternates', async () => {
    const sitemap = await (await fetch(new URL('sitemap.xml', host.url))).text();
    const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
    expect(urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)?.[1])).toEqual([PUBLIC, `${PUBLIC}de/`, `${PUBLIC}ja/`]);
    for (const url of urls) {
      const links = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]);
      expect(Object.fromEntries(links)).toEqual(ALTERNATES);
    }
  });

  it("each language's web app manifest is in that language", async () => {
    const manifest = await (await fetch(new URL('de/manifest.webmanifest', host.url))).json();
    expect(manifest).toMatchObject({ lang: 'de', name: `${main.owner.name} · ${german.jobTitle}`, start_url: './' });
    expect((await fetch(new URL(manifest.icons[0].src, new URL('de/manifest.webmanifest', host.url)))).status).toBe(200);
  });
});

/** Opens a section from home by its name in the page's language. */
async function openSection(page: Page, text: Catalogue, section: (typeof SECTIONS)[number]) {
  await page.getByRole('navigation', { name: text['home.sections'] }).getByRole('button', { name: text[`page.${section}`] }).click();
  await page.getByRole('heading', { level: 1, name: text[`page.${section}`] }).waitFor();
  await waitForSectionContent(page);
}

describe('a visitor', () => {
  it('reads the German pages with no English word of the project, the German CV, and 0 axe violations', async () => {
    const { page, problems, close } = await openPage(browser);
    const watch = await watchPage(page);
    const de = CATALOGUES.de;
    await page.goto(`${host.url}de/`);
    await page.getByRole('heading', { level: 1, name: main.owner.name }).waitFor();
    await appLive(page);
    const found: Record<string, string[]> = { home: await englishOn(page, 'de') };
    const axe: Record<string, string[]> = { home: await axeViolations(page) };
    for (const section of SECTIONS) {
      await openSection(page, de, section);
      found[section] = await englishOn(page, 'de');
      axe[section] = await axeViolations(page);
      if (section === 'experience') {
        await expect(page.getByRole('heading', { level: 3, name: 'Senior Frontend-Entwicklerin' }).isVisible()).resolves.toBe(true);
        await expect(page.getByText('Jan. 2022 – heute').isVisible()).resolves.toBe(true);
      }
      await page.getByRole('button', { name: de['common.back'] }).click();
    }
    expect(found).toEqual({ home: [], projects: [], experience: [], qualifications: [], skills: [] });
    expect(axe).toEqual({ home: [], projects: [], experience: [], qualifications: [], skills: [] });
    expect(watch.failedResponses).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await close();
  });

  it('reads the Japanese pages in Japanese, with the main CV where the translation has none, and 0 axe violations', async () => {
    const { page, problems, close } = await openPage(browser);
    const ja = CATALOGUES.ja;
    await page.goto(`${host.url}ja/`);
    await page.getByText(japanese.intro).waitFor();
    await appLive(page);
    const axe: Record<string, string[]> = { home: await axeViolations(page) };
    const found: Record<string, string[]> = { home: await englishOn(page, 'ja', '.cv-section') };
    for (const section of SECTIONS) {
      await openSection(page, ja, section);
      axe[section] = await axeViolations(page);
      found[section] = await englishOn(page, 'ja', '.cv-section');
      if (section === 'experience') await expect(page.getByRole('heading', { level: 3, name: 'Senior Front-end Engineer' }).isVisible()).resolves.toBe(true);
      await page.getByRole('button', { name: ja['common.back'] }).click();
    }
    expect(found).toEqual({ home: [], projects: [], experience: [], qualifications: [], skills: [] });
    expect(axe).toEqual({ home: [], projects: [], experience: [], qualifications: [], skills: [] });
    expect(problems.pageErrors).toEqual([]);
    await close();
  });

  it('switches language on a section and lands on the same section, both ways; no redirect by browser language', async () => {
    const { page, problems, close } = await openPage(browser, { locale: 'de-DE' });
    await page.goto(host.url);
    // A German browser still gets the page it asked for.
    await page.getByText(main.owner.intro).waitFor();
    expect(page.url()).toBe(host.url);
    await appLive(page);
    await openSection(page, CATALOGUES.en, 'skills');
    await page.getByRole('navigation', { name: CATALOGUES.en['shell.languages'] }).getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`${host.url}de/`);
    await page.getByRole('heading', { level: 1, name: CATALOGUES.de['page.skills'] }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');

    await page.getByRole('navigation', { name: CATALOGUES.de['shell.languages'] }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(host.url);
    await page.getByRole('heading', { level: 1, name: 'Skills' }).waitFor();
    // Back goes home in this language, as on any page.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText(main.owner.intro).waitFor();
    expect(problems.pageErrors).toEqual([]);
    await close();
  });

  it('opens a language visited before again when every server is down', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${host.url}de/`);
    await page.getByText(german.intro).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20000 });
    // A visit under the worker: the German page and its Experience, as a visitor looks around.
    await page.reload();
    await page.getByText(german.intro).waitFor();
    await appLive(page);
    await openSection(page, CATALOGUES.de, 'experience');
    await page.getByRole('heading', { level: 3, name: 'Senior Frontend-Entwicklerin' }).waitFor();
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText(german.intro).waitFor();
    await appLive(page);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await openSection(page, CATALOGUES.de, 'experience');
    await expect(page.getByRole('heading', { level: 3, name: 'Senior Frontend-Entwicklerin' }).isVisible()).resolves.toBe(true);
    await page.context().setOffline(false);
    await close();
  });
});
