/**
 * An owner whose CV prints a bibliography (examples/cv/research: moderncv with biblatex, three
 * \printbibliography lists filtered by type, sorting=ydnt, the owner's name in bold by a name
 * format), with an Arabic translation added for this test. Built as `npm run build:site` builds it
 * and served by a header-less static server. The visitor finds Publications on the home menu, reads
 * the PDF's lists in its order with the links each entry has, copies an entry's BibTeX as the
 * owner keeps it; axe finds nothing in either colour scheme, nor on the Arabic page, which reads
 * right to left.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES } from '../shared/src/i18n/catalogues';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { siteFromContent, type OtherBuild } from './support/build';
import type { Host } from './support/hosts';
import { appLive } from './support/site';

const EXAMPLE = join(__dirname, '..', 'examples', 'cv', 'research');
const BIB = readFileSync(join(EXAMPLE, 'cv', 'publications.bib'), 'utf8');

let host: Host;
let build: OtherBuild;
let browser: Browser;

beforeAll(async () => {
  const content = join(mkdtempSync(join(tmpdir(), 'portfolio-publications-')), 'content');
  cpSync(EXAMPLE, content, { recursive: true });
  mkdirSync(join(content, 'translations', 'ar'), { recursive: true });
  writeFileSync(
    join(content, 'translations', 'ar', 'site.json'),
    JSON.stringify({ owner: { jobTitle: 'مهندسة مترجمات برمجية', intro: 'أبني المترجمات البرمجية والأدوات من حولها، وأكتب الأوراق البحثية التي تشرح سبب نجاحها.' } }),
  );
  ({ build, host } = await siteFromContent(content, ['shell', 'remote_cv'], { port: 8093 }));
  browser = await launchBrowser();
}, 240000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** The entry whose title is `title`, on the open Publications page. */
const entry = (page: Page, title: string) => page.locator('.publication').filter({ hasText: title });

async function openPublications(page: Page, path: string, menuName: string) {
  await page.goto(new URL(path, host.url).href);
  await appLive(page);
  await page.getByRole('navigation').getByRole('button', { name: menuName }).click();
  await page.getByRole('heading', { level: 1, name: menuName }).waitFor();
  await page.locator('.publication').first().waitFor();
}

it('the build reports the publications it read, with no warning', () => {
  expect(build.output).toMatch(/Publications +.*cv\.tex:\d+ +→ Publications +its bibliography/);
  expect(build.output).toMatch(/Publications: 7 entries in 3 lists \(Journal articles 2, Conference papers 2, Theses, preprints and talks 3\) from .*publications\.bib → Publications page/);
  expect(build.output).not.toMatch(/WARNING|warning/);
});

it.each(['light', 'dark'] as const)('the visitor reads the lists as the PDF prints them, follows DOI and arXiv links, and copies BibTeX (%s)', async (colorScheme) => {
  const { page, problems, close } = await openPage(browser, { colorScheme });
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // Publications sits after Qualifications on the menu.
    await page.goto(host.url);
    await appLive(page);
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('button').allTextContents()).resolves.toEqual(['Projects', 'Experience', 'Qualifications', 'Publications', 'Skills']);
    await openPublications(page, '/', 'Publications');
    // The CV's section "Publications" says what the page heading does: its lists are the page's sections.
    await expect(page.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(['Journal articles', 'Conference papers', 'Theses, preprints and talks']);
    // sorting=ydnt: newest first in each list.
    const titles = await page.locator('.publication__title').allTextContents();
    expect(titles).toEqual([
      'Incremental Type Checking with Red-Green Trees',
      'Register Allocation for WebAssembly by Graph Colouring',
      'Editors That Never Wait: Demand-Driven Analysis in Practice',
      'Query-Based Compilation for Large Monorepos',
      'Fast Incremental Parsing of α-Renamed Trees',
      'What Your Type Checker Does While You Type',
      'Incremental Analysis for Editors That Never Wait',
    ]);

    const article = entry(page, 'Register Allocation for WebAssembly');
    await expect(article.locator('.publication__authors').textContent()).resolves.toBe('Céline Moreau and Ines Haldorsen');
    await expect(article.locator('strong').allTextContents()).resolves.toEqual(['Ines Haldorsen']);
    await expect(article.locator('.publication__venue').textContent()).resolves.toBe('Transactions on Compilers & Runtimes, 7, 1–29 · 2022');
    await expect(article.getByRole('link', { name: /^DOI/ }).getAttribute('href')).resolves.toBe('https://doi.org/10.5555/tcr.2022.0007');
    await expect(entry(page, 'Query-Based Compilation').getByRole('link', { name: /^arXiv/ }).getAttribute('href')).resolves.toBe('https://arxiv.org/abs/2007.99999');
    await expect(entry(page, 'Query-Based Compilation').locator('.publication__authors').textContent()).resolves.toBe('Yui Tanaka, Ines Haldorsen, Per Lindqvist et al.');
    await expect(entry(page, 'Editors That Never Wait:').getByRole('link', { name: /^PDF/ }).getAttribute('href')).resolves.toBe('https://ines-haldorsen-example.github.io/papers/editors.pdf');

    await article.getByRole('button', { name: 'Copy BibTeX' }).click();
    await page.getByRole('status').filter({ hasText: 'BibTeX copied to the clipboard' }).waitFor({ state: 'attached' });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const start = BIB.indexOf('@article{moreau2022wasm');
    expect(copied).toBe(BIB.slice(start, BIB.indexOf('\n}', start) + 2));

    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  } finally {
    await close();
  }
});

it('in Arabic, the page is titled in Arabic and reads right to left, with 0 axe violations', async () => {
  const { page, problems, close } = await openPage(browser);
  try {
    const title = CATALOGUES.ar['page.publications'];
    await openPublications(page, 'ar/', title);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await expect(page.getByRole('button', { name: CATALOGUES.ar['publications.copyBibtex'] }).count()).resolves.toBe(7);
    // The list keeps the CV's language (English), marked as such inside the Arabic page.
    await expect(page.locator('[lang="en"][dir="ltr"] .publication').count()).resolves.toBe(7);
    // Its names are listed as English lists them, not as the Arabic page would ("و").
    await expect(entry(page, 'Register Allocation for WebAssembly').locator('.publication__authors').textContent()).resolves.toBe('Céline Moreau and Ines Haldorsen');
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  } finally {
    await close();
  }
});
