import type { BrowserContext, Page } from 'playwright-core';
export interface PageReport { language: string; url: string; page: string; rendered: boolean; consoleErrors: string[]; cspViolations: string[]; axe: string[] }
export function visitLanguage(context: BrowserContext, language: { url: string; tag: string; text: Record<string, string>; owner: string }): Promise<PageReport[]>;
export function passed(report: PageReport): boolean;
/** Waits until a page has loaded its content and its fade-in is over (axe would report half-faded text). */
export function settled(page: Page): Promise<void>;
