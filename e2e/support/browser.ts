import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { findChromium } from '../../tools/system/find-chromium';

/** Flags that keep Chromium off the network (the machine has none) and quiet. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=Translate,MediaRouter,OptimizationHints',
];

export async function launchBrowser(options: { autoplay?: boolean } = {}): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: run "node tools/system/ensure-chromium.js".');
  const args = options.autoplay ? [...FLAGS, '--autoplay-policy=no-user-gesture-required'] : FLAGS;
  const browser = await chromium.launch({ executablePath, args });
  // The test environment (support/environment.js) screenshots this browser's pages when a test fails.
  const browsers = (globalThis as { __e2eBrowsers?: Set<Browser> }).__e2eBrowsers;
  browsers?.add(browser);
  browser.on('disconnected', () => browsers?.delete(browser));
  return browser;
}

export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
}

/** A new page that records uncaught errors and console errors, for tests to assert on. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; problems: PageProblems; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const problems: PageProblems = { pageErrors: [], consoleErrors: [] };
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  return { page, problems, close: () => context.close() };
}
