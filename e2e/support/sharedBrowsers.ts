/** jest globalSetup and globalTeardown of the browser tests: the run's shared Chromiums (support/browser.ts). */
import { startSharedBrowsers } from './browser';

const holder = globalThis as { __stopSharedBrowsers?: () => Promise<void> };

export async function setup(): Promise<void> {
  holder.__stopSharedBrowsers = await startSharedBrowsers();
}

export async function teardown(): Promise<void> {
  await holder.__stopSharedBrowsers?.();
}
