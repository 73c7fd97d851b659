import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { findChromium } from '../../builder/system/find-chromium';

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

/** Where the shared browsers listen (support/globalSetup.ts sets these for the whole run). */
const SHARED_ENDPOINT = { plain: 'E2E_CHROMIUM_WS', autoplay: 'E2E_CHROMIUM_AUTOPLAY_WS' } as const;

function launchOptions(autoplay: boolean) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: run "node tools/system/ensure-chromium.js".');
  return { executablePath, args: autoplay ? [...FLAGS, '--autoplay-policy=no-user-gesture-required'] : FLAGS };
}

/**
 * One Chromium for each kind of browser the run uses, started once (a jest globalSetup): a test
 * file connects to it in milliseconds instead of starting its own (about 1.5 s, 24 times a run).
 * Each test still gets a fresh context: no cookies, storage, cache or service workers shared.
 * Returns what stops them.
 */
export async function startSharedBrowsers(): Promise<() => Promise<void>> {
  const servers = await Promise.all(
    (['plain', 'autoplay'] as const).map(async (kind) => {
      const server = await chromium.launchServer(launchOptions(kind === 'autoplay'));
      process.env[SHARED_ENDPOINT[kind]] = server.wsEndpoint();
      return server;
    }),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}

/** A browser of the run's shared ones (a new connection: closing it closes only its contexts), else a new Chromium. */
export async function launchBrowser(options: { autoplay?: boolean } = {}): Promise<Browser> {
  const endpoint = process.env[SHARED_ENDPOINT[options.autoplay ? 'autoplay' : 'plain']];
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(launchOptions(Boolean(options.autoplay)));
  // The test environment (support/environment.js) screenshots this browser's pages when a test fails.
  const browsers = (globalThis as { __e2eBrowsers?: Set<Browser> }).__e2eBrowsers;
  browsers?.add(browser);
  browser.on('disconnected', () => browsers?.delete(browser));
  return browser;
}

export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
  /** Every CSP violation (Trusted Types' too) of every page of its context, through reloads. */
  violations: string[];
}

/**
 * The CSP violations of every page a context opens, from the first script on and through reloads
 * and navigations (a binding survives them, a page's own array would not): "directive blocked what (where)".
 */
export async function recordViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

/** A new page that records uncaught errors and console errors, for tests to assert on. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; problems: PageProblems; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const violations = await recordViolations(context);
  const page = await context.newPage();
  const problems: PageProblems = { pageErrors: [], consoleErrors: [], violations };
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  return { page, problems, close: () => context.close() };
}
