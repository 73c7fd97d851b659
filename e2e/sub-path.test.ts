import type { Browser } from 'playwright-core';
import { startPreview, type Preview } from '../builder/preview/server';
import { launchBrowser, openPage } from './support/browser';
import { homeHeading, openSection } from './support/site';

let preview: Preview;
let browser: Browser;

beforeAll(async () => {
  preview = await startPreview({ basePath: '/portfolio/' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await preview?.close();
});

it('the same production build works served under a sub-path, as on a GitHub Pages project site', async () => {
  const { page, problems, close } = await openPage(browser);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('http://localhost:8080/portfolio/');
  await homeHeading(page).waitFor();
  await expect(page.locator('img.home__photo').evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).resolves.toBe(true);
  await openSection(page, 'Experience');
  await page.getByRole('button', { name: 'Back' }).click();
  await homeHeading(page).waitFor();
  expect(page.url()).toBe('http://localhost:8080/portfolio/');
  expect(failed).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  await close();
});
