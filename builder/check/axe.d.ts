import type { Page } from 'playwright-core';
/** axe-core's WCAG 2.2 AA and best-practice violations on the page as it is now, one line each. */
export function axeViolations(page: Page): Promise<string[]>;
