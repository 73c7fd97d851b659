import type { Page } from 'playwright-core';
import { settled } from '../../builder/check/visitSite';
import { appLive, homeHeading, openSection, SECTIONS } from './site';

/**
 * Waits until a section page has finished loading its content (no busy placeholder left) and its
 * fade-in is over (text half faded in has half its contrast).
 */
export async function waitForSectionContent(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await settled(page);
}

/**
 * Visits home and every section page the way a visitor does, calling `check` on each once its
 * content and the music player are there (reached for, so the music remote's player, not the
 * shell's stand-in).
 */
export async function visitAllPages(page: Page, url: string, check: (name: string) => Promise<void>): Promise<void> {
  await page.goto(url);
  await homeHeading(page).waitFor();
  await appLive(page);
  const bar = page.getByRole('complementary', { name: 'Music player' });
  await bar.hover();
  await bar.locator('audio').waitFor({ state: 'attached' });
  await check('Home');
  for (const name of SECTIONS) {
    await openSection(page, name);
    await waitForSectionContent(page);
    await check(name);
    await page.getByRole('button', { name: 'Back' }).click();
    await homeHeading(page).waitFor();
  }
}
