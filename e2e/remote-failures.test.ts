import type { Browser, Page } from 'playwright-core';
import { startPreview, type AppName, type Preview } from '../scripts/preview/server';
import { launchBrowser, openPage, type PageProblems } from './support/browser';
import { homeHeading, openSection } from './support/site';

let preview: Preview;
let browser: Browser;
let page: Page;
let problems: PageProblems;
let closePage: () => Promise<void>;

beforeAll(async () => {
  preview = await startPreview();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await preview?.close();
});

beforeEach(async () => {
  preview.setFault();
  ({ page, problems, close: closePage } = await openPage(browser));
});

afterEach(async () => {
  await closePage();
  for (const name of ['remote_cv', 'remote_projects', 'remote_music'] as const) await preview.start(name);
});

const errorMessage = (p: Page, title: string) => p.getByRole('alert').filter({ hasText: `The ${title} page can’t be loaded right now` });

/** Clicks a menu button and waits for the shell's failure message in place of the page. */
async function openFailingSection(title: string) {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: title }).click();
  await errorMessage(page, title).waitFor();
}

describe.each([
  ['remote_cv', 'Experience'],
  ['remote_projects', 'Projects'],
] as [AppName, string][])('with %s stopped', (remote, title) => {
  it(`the ${title} page offers Retry and Back, the rest works, and Retry shows the page once it is back`, async () => {
    await page.goto(preview.url('shell'));
    await homeHeading(page).waitFor();
    await preview.stop(remote);

    await openFailingSection(title);
    await expect(page.getByRole('heading', { level: 1, name: title }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await homeHeading(page).waitFor();
    const other = title === 'Projects' ? 'Skills' : 'Projects';
    await openSection(page, other);
    await page.getByRole('button', { name: 'Back' }).click();

    await openFailingSection(title);
    await page.getByRole('button', { name: 'Retry' }).click();
    await errorMessage(page, title).waitFor();

    await preview.start(remote);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('background-video').waitFor({ state: 'attached' });
    await expect(errorMessage(page, title).count()).resolves.toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });
});

describe('with the music remote stopped', () => {
  it('every page works, the player bar says so, and Retry brings the player back', async () => {
    await preview.stop('remote_music');
    await page.goto(preview.url('shell'));
    await homeHeading(page).waitFor();
    const bar = page.getByRole('complementary', { name: 'Music player' });
    await bar.getByText('The music player is unavailable right now.').waitFor();
    for (const title of ['Experience', 'Projects']) {
      await openSection(page, title);
      await page.getByRole('button', { name: 'Back' }).click();
      await homeHeading(page).waitFor();
    }
    await preview.start('remote_music');
    await bar.getByRole('button', { name: 'Retry music' }).click();
    await bar.getByRole('button', { name: 'Play' }).waitFor();
    await expect(bar.getByText('The music player is unavailable right now.').count()).resolves.toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });
});

describe('a remote chunk that fails', () => {
  it('answers 404: the message replaces the page (never a blank page), and Retry works once it is fixed', async () => {
    preview.setFault(({ app, path }) =>
      app === 'remote_cv' && /static\/js\/.*ExperiencePage/.test(path) ? { status: 404 } : undefined,
    );
    await page.goto(preview.url('shell'));
    await homeHeading(page).waitFor();
    await openFailingSection('Experience');
    preview.setFault();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('background-video').waitFor({ state: 'attached' });
    expect(problems.pageErrors).toEqual([]);
  });
});

describe('a remote that hangs', () => {
  it('gives up within seconds and offers Retry', async () => {
    preview.setFault(({ app }) => (app === 'remote_projects' ? { hang: true } : undefined));
    await page.goto(preview.url('shell'));
    await homeHeading(page).waitFor();
    const started = Date.now();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Projects' }).click();
    await page.getByRole('status').filter({ hasText: 'Loading Projects…' }).waitFor();
    await errorMessage(page, 'Projects').waitFor({ timeout: 20000 });
    const waited = Date.now() - started;
    expect(waited).toBeLessThan(15000);
    preview.setFault();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('background-video').waitFor({ state: 'attached' });
  });
});
