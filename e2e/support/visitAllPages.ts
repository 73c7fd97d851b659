import type { Page } from 'playwright-core';
import { homeHeading, openSection, SECTIONS } from './site';

/** Waits until a section page has finished loading its content (no busy placeholder left). */
export async function waitForSectionContent(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
}

/**
 * Visits home and every section page the way a visitor does, calling `check` on each once its
 * content and the music player are there.
 */
export async function visitAllPages(page: Page, url: string, check: (name: string) => Promise<void>): Promise<void> {
  await page.goto(url);
  await homeHeading(page).waitFor();
  await page.getByRole('complementary', { name: 'Music player' }).getByRole('button', { name: 'Play' }).waitFor();
  await check('Home');
  for (const name of SECTIONS) {
    await openSection(page, name);
    await waitForSectionContent(page);
    await check(name);
    await page.getByRole('button', { name: 'Back' }).click();
    await homeHeading(page).waitFor();
  }
}
