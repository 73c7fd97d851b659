import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { INTERACTIVE_MARK } from '../../shared/src/contract';

/** The sample content the production build was made from. */
export const sampleSite = JSON.parse(readFileSync(join(__dirname, '..', '..', 'content', 'site.json'), 'utf8')) as {
  owner: { name: string; jobTitle: string; intro: string; pictureAlt: string };
  social: Record<'photos' | 'professional' | 'code', { label: string; url: string }>;
};

export const SECTIONS = ['Projects', 'Experience', 'Qualifications', 'Skills'] as const;

/** Opens a section from the home menu and waits for its heading. */
export async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

export function homeHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: sampleSite.owner.name });
}

/**
 * Waits until the prerendered page is live (hydrated, its handlers attached). Clicks made before
 * are held and replayed, but a hover before then reaches no handler.
 */
export async function appLive(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, INTERACTIVE_MARK);
}
