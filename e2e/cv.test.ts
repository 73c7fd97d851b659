/**
 * The CV pages on the production build: the shell on :8080 renders them from the cv remote on its
 * own origin (:8081), which also serves the .tex files they fetch and parse in the browser.
 */
import type { Browser, Page } from 'playwright-core';
import { startPreview, type Preview } from '../builder/preview/server';
import { launchBrowser, openPage, type PageProblems } from './support/browser';
import { homeHeading, openSection } from './support/site';

let preview: Preview;
let browser: Browser;

beforeAll(async () => {
  preview = await startPreview();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await preview?.close();
});

afterEach(() => preview.setFault(undefined));

const texRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.tex')) urls.push(request.url());
  });
  return urls;
};

function expectNoProblems(problems: PageProblems) {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
}

async function backHome(page: Page) {
  await page.getByRole('button', { name: 'Back' }).click();
  await homeHeading(page).waitFor();
}

describe('the CV pages in the shell', () => {
  it('show the sample CV on Experience, Qualifications and Skills, fetching the CV text once from the cv origin', async () => {
    const { page, problems, close } = await openPage(browser);
    const requests = texRequests(page);
    await page.goto(preview.url('shell'));
    await homeHeading(page).waitFor();

    await openSection(page, 'Experience');
    const job = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: 'Senior Front-end Engineer' }) });
    await job.waitFor();
    await expect(job.getByText('Lérmont - Northwind Lattice').count()).resolves.toBe(1);
    await expect(job.getByText('Jan 2022 – Present').count()).resolves.toBe(1);
    await expect(job.getByRole('link', { name: 'public audit notes' }).getAttribute('href')).resolves.toBe(
      'https://mira-kestrel-example.github.io/a11y-notes',
    );
    await expect(job.getByRole('list', { name: 'Tech stack' }).getByRole('listitem').allTextContents()).resolves.toEqual([
      'React',
      'TypeScript',
      'Node.js',
      'webpack Module Federation',
      'Playwright',
      'Storybook',
    ]);
    await expect(page.getByRole('article').count()).resolves.toBe(4);
    await expect(page.getByText('Port Aveline - Corvid & Pike Software').count()).resolves.toBe(1);
    await expect(page.getByText('Château-Brise - Tidewell Café Systems').count()).resolves.toBe(1);
    await backHome(page);

    await openSection(page, 'Qualifications');
    await page.getByRole('heading', { level: 3, name: 'Advanced React & TypeScript' }).waitFor();
    await expect(page.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(['Education', 'Certifications', 'Most Proud of']);
    await expect(page.getByText('Lanternfly Academy - Corvid & Pike Software').count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { level: 3, name: 'M.Sc. in Human–Computer Interaction' }).count()).resolves.toBe(1);
    await expect(page.getByText('Thesis: Perceived speed of progressively rendered interfaces').count()).resolves.toBe(1);
    await backHome(page);

    await openSection(page, 'Skills');
    const technical = page.getByRole('region', { name: 'Technical Skills' });
    await technical.getByText('HTML & CSS').waitFor();
    await expect(technical.getByRole('listitem').count()).resolves.toBe(12);
    await expect(page.getByRole('region', { name: 'Key Skills' }).getByRole('listitem').allTextContents()).resolves.toEqual([
      'Mentoring',
      'Clear Writing',
      'Product Thinking',
      'Motivator & Leader',
      'Eye for Detail',
      'Calm Under Pressure',
    ]);

    // A resize re-mounts the page; neither it nor the page changes fetched the CV again.
    await page.setViewportSize({ width: 900, height: 700 });
    await page.waitForTimeout(400);
    await technical.getByText('HTML & CSS').waitFor();
    await backHome(page);

    expect(requests).toHaveLength(1);
    expect(requests.every((url) => url.startsWith(preview.url('remote_cv')))).toBe(true);
    expectNoProblems(problems);
    await close();
  });

  it('fit a 375 px wide phone screen without sideways scrolling', async () => {
    const { page, problems, close } = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto(preview.url('shell'));
    await homeHeading(page).waitFor();
    await openSection(page, 'Experience');
    await page.getByRole('heading', { level: 3, name: 'Junior Web Developer' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    expectNoProblems(problems);
    await close();
  });

  it('offer Retry when the CV text cannot be fetched, and Retry loads it once it can', async () => {
    preview.setFault(({ app, path }) => (app === 'remote_cv' && path.endsWith('.tex') ? { status: 503 } : undefined));
    const { page, close } = await openPage(browser);
    await page.goto(preview.url('shell'));
    await homeHeading(page).waitFor();
    await openSection(page, 'Skills');
    const alert = page.getByRole('alert').filter({ hasText: 'The CV could not be loaded' });
    await alert.waitFor();

    preview.setFault(undefined);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('region', { name: 'Key Skills' }).getByText('Calm Under Pressure').waitFor();
    await expect(alert.count()).resolves.toBe(0);
    await close();
  });
});

describe('the cv remote on its own', () => {
  it('shows its three pages at http://localhost:8081/', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(preview.url('remote_cv'));
    await page.getByRole('heading', { level: 3, name: 'Senior Front-end Engineer' }).waitFor();

    await page.getByRole('button', { name: './QualificationsPage' }).click();
    await page.getByRole('heading', { level: 3, name: 'Cloud Practitioner' }).waitFor();

    await page.getByRole('button', { name: './SkillsPage' }).click();
    await page.getByRole('region', { name: 'Technical Skills' }).getByText('Module Federation').waitFor();

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('onNavigate("home")').waitFor();
    expectNoProblems(problems);
    await close();
  });
});
