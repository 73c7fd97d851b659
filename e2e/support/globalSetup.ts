/** jest globalSetup of the browser tests: starts the run's shared Chromiums (support/browser.ts); globalTeardown stops them. */
import { startSharedBrowsers } from './browser';

export default async function globalSetup(): Promise<void> {
  (globalThis as { __stopSharedBrowsers?: () => Promise<void> }).__stopSharedBrowsers = await startSharedBrowsers();
}
