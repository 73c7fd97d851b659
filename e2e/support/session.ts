import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { FakeGitHub } from '../../tools/fake-github/server';
import { startPreview, type Preview } from '../../builder/preview/server';
import { launchBrowser, openPage, type PageProblems } from './browser';
import { startFakeGitHub } from './fakeGitHub';

type PreviewOptions = Parameters<typeof startPreview>[0];

export interface SiteSession {
  preview: Preview;
  browser: Browser;
  github: FakeGitHub | undefined;
}

/**
 * Registers beforeAll/afterAll for a test file: the production preview, Chromium, and (optionally)
 * the fake GitHub API. The returned object is filled in once beforeAll has run.
 */
export function useSite(
  options: { autoplay?: boolean; github?: boolean; preview?: PreviewOptions | (() => PreviewOptions) } = {},
): SiteSession {
  const session = {} as SiteSession;
  beforeAll(async () => {
    // A function is read when the servers start, after any earlier beforeAll (a build) has run.
    session.preview = await startPreview(typeof options.preview === 'function' ? options.preview() : options.preview);
    session.github = options.github ? await startFakeGitHub() : undefined;
    session.browser = await launchBrowser({ autoplay: options.autoplay });
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.github?.close();
    await session.preview?.close();
  });
  return session;
}

export interface FreshPage {
  page: Page;
  problems: PageProblems;
}

/** A new browser context and page for every test, with any injected fault cleared. */
export function useFreshPage(session: SiteSession, options: BrowserContextOptions = {}): FreshPage {
  const current = {} as FreshPage & { close(): Promise<void> };
  beforeEach(async () => {
    session.preview.setFault();
    Object.assign(current, await openPage(session.browser, options));
  });
  afterEach(async () => {
    await current.close();
  });
  return current;
}
