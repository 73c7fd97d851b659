/**
 * A remote redeployed while a visitor has the site open (issue 12): the old manifest in their page
 * names hashed chunks that are gone. The next part they open must come from the new version, at
 * most through one automatic reload onto the same page, and a broken deploy must end in the Retry
 * message, never in a reload loop. site/ is assembled from the shared build and served by a plain
 * static server that reads the disk on every request, so its cv/ folder can be swapped mid-visit.
 */
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { assembleSite } from '../builder/hosting/assembleSite';
import { launchBrowser, openPage } from './support/browser';
import { startPlainStaticServer, type Host } from './support/hosts';
import { redeployedCopy, swapFolder } from './support/redeploy';
import { homeHeading, openSection } from './support/site';
import { waitForSectionContent } from './support/visitAllPages';

let parent: string;
let siteDir: string;
let host: Host;
let browser: Browser;

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'portfolio-redeploy-'));
  chmodSync(parent, 0o755);
  siteDir = await assembleSite({ outDir: join(parent, 'site'), env: { GITHUB_API_URL: 'http://localhost:8090' } });
  host = await startPlainStaticServer({ root: siteDir, mountPath: '/portfolio/', port: 8085 });
  // Autoplay allowed, as on a site the visitor already played music on: the player may resume.
  browser = await launchBrowser({ autoplay: true });
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** A visitor with the site open who has already used the CV remote (its manifest is loaded). */
async function visitorWhoSawTheCv(): Promise<{ page: Page; loads: () => number; violations: string[]; close(): Promise<void> }> {
  const { page, problems, close } = await openPage(browser);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(host.url);
  await homeHeading(page).waitFor();
  await openSection(page, 'Experience');
  await waitForSectionContent(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await homeHeading(page).waitFor();
  expect(problems.pageErrors).toEqual([]);
  return { page, loads: () => loads, violations: problems.violations, close };
}

const retry = (page: Page) => page.getByRole('button', { name: 'Retry' });

describe('a remote redeployed mid-visit', () => {
  it('gives the visitor the new version through one reload onto the same page, music kept, with no error shown', async () => {
    const { page, loads, violations, close } = await visitorWhoSawTheCv();
    const player = page.getByRole('complementary', { name: 'Music player' });
    await player.getByRole('button', { name: 'Next track' }).click();
    await player.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 1);
    const before = await page.locator('audio').evaluate((audio: HTMLAudioElement) => ({ src: audio.src, time: audio.currentTime }));
    const next = join(parent, 'cv-next');
    redeployedCopy(join(siteDir, 'cv'), next, {
      salt: 'second deploy',
      edit: (text, file) => (file.endsWith('.tex') ? text.replace('\\cvtag{TypeScript}', '\\cvtag{TypeScript 6}') : text),
    });
    swapFolder(join(siteDir, 'cv'), next);

    let retryShown = false;
    const watchRetry = setInterval(() => {
      retry(page)
        .count()
        .then((count) => (retryShown ||= count > 0))
        .catch(() => undefined);
    }, 50);
    try {
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Skills' }).click();
      await page.getByText('TypeScript 6', { exact: true }).waitFor();
    } finally {
      clearInterval(watchRetry);
    }

    expect(loads()).toBe(2);
    expect(retryShown).toBe(false);
    // The same track, playing again from where it was (not from its start).
    await page.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return Boolean(audio && !audio.paused && audio.currentTime > 0);
    });
    const after = await page.locator('audio').evaluate((audio: HTMLAudioElement) => ({ src: audio.src, time: audio.currentTime }));
    expect(after.src).toBe(before.src);
    expect(after.time).toBeGreaterThanOrEqual(before.time);
    await expect(page.getByRole('heading', { level: 1, name: 'Skills' }).isVisible()).resolves.toBe(true);
    // Back still leads home after the reload.
    await page.getByRole('button', { name: 'Back' }).click();
    await homeHeading(page).waitFor();
    // The new deploy's entry and chunks came through the same Trusted Types policies, before and after the reload.
    expect(violations).toEqual([]);
    await close();
  });

  it('shows Retry after at most one reload when the new deploy is broken, and never loops', async () => {
    const { page, loads, violations, close } = await visitorWhoSawTheCv();
    const next = join(parent, 'cv-broken');
    redeployedCopy(join(siteDir, 'cv'), next, { salt: 'broken deploy' });
    const staticJs = join(next, 'static', 'js');
    for (const file of readdirSync(staticJs).filter((name) => name.startsWith('__federation_expose_QualificationsPage'))) {
      rmSync(join(staticJs, file));
    }
    swapFolder(join(siteDir, 'cv'), next);
    expect(existsSync(join(siteDir, 'cv', 'mf-manifest.json'))).toBe(true);

    await openSection(page, 'Qualifications');
    await retry(page).waitFor();
    await page.waitForTimeout(1500);
    expect(loads()).toBeLessThanOrEqual(2);
    await expect(retry(page).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Qualifications' }).isVisible()).resolves.toBe(true);

    // Pressing Retry on a remote that is still broken shows the message again, with no reload.
    const before = loads();
    await retry(page).click();
    await retry(page).waitFor();
    await page.waitForTimeout(1000);
    expect(loads()).toBe(before);
    // A chunk that is gone is a failed load, never a refused one.
    expect(violations).toEqual([]);
    await close();
  });
});
