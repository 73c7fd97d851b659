/** jest globalTeardown of the browser tests: stops the shared Chromiums globalSetup started. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __stopSharedBrowsers?: () => Promise<void> }).__stopSharedBrowsers?.();
}
