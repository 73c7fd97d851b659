import type { Page } from 'playwright-core';
import type { AppName } from '../builder/preview/server';
import { useFreshPage, useSite } from './support/session';
import { appLive, homeHeading, openSection } from './support/site';

const site = useSite();
const current = useFreshPage(site);

afterEach(async () => {
  for (const name of ['remote_cv', 'remote_projects', 'remote_music'] as const) await site.preview.start(name);
});

const errorMessage = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: `The ${title} page can’t be loaded right now` });

/** Clicks a menu button and waits for the shell's failure message in place of the current.page. */
async function openFailingSection(title: string) {
  await current.page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: title }).click();
  await errorMessage(current.page, title).waitFor();
}

describe.each([
  ['remote_cv', 'Experience'],
  ['remote_projects', 'Projects'],
] as [AppName, string][])('with %s stopped', (remote, title) => {
  it(`the ${title} page offers Retry and Back, the rest works, and Retry shows the page once it is back`, async () => {
    await current.page.goto(site.preview.url('shell'));
    await homeHeading(current.page).waitFor();
    // The hard case: the shell has read the remote's manifest (at idle), so reaching for the
    // button preloads files from a server that is down by then.
    const manifest = new URL('mf-manifest.json', site.preview.url(remote)).href;
    await current.page.waitForFunction((url) => performance.getEntriesByName(url, 'resource').length > 0, manifest);
    await site.preview.stop(remote);

    await openFailingSection(title);
    await expect(current.page.getByRole('heading', { level: 1, name: title }).isVisible()).resolves.toBe(true);
    await current.page.getByRole('button', { name: 'Back' }).click();
    await homeHeading(current.page).waitFor();
    const other = title === 'Projects' ? 'Skills' : 'Projects';
    await openSection(current.page, other);
    await current.page.getByRole('button', { name: 'Back' }).click();

    await openFailingSection(title);
    await current.page.getByRole('button', { name: 'Retry' }).click();
    await errorMessage(current.page, title).waitFor();

    await site.preview.start(remote);
    await current.page.getByRole('button', { name: 'Retry' }).click();
    await current.page.getByTestId('background-video').waitFor({ state: 'attached' });
    await expect(errorMessage(current.page, title).count()).resolves.toBe(0);
    expect(current.problems.pageErrors).toEqual([]);
  });
});

describe('with the music remote stopped', () => {
  it('every page works, the player bar says so, and Retry brings the player back', async () => {
    await site.preview.stop('remote_music');
    await current.page.goto(site.preview.url('shell'));
    await homeHeading(current.page).waitFor();
    const bar = current.page.getByRole('complementary', { name: 'Music player' });
    // The player loads when the visitor reaches for it: that is when they learn it is down.
    await appLive(current.page);
    await bar.hover();
    await bar.getByText('The music player is unavailable right now.').waitFor();
    for (const title of ['Experience', 'Projects']) {
      await openSection(current.page, title);
      await current.page.getByRole('button', { name: 'Back' }).click();
      await homeHeading(current.page).waitFor();
    }
    await site.preview.start('remote_music');
    await bar.getByRole('button', { name: 'Retry music' }).click();
    await bar.getByRole('button', { name: 'Play' }).click();
    await bar.getByRole('button', { name: 'Pause' }).waitFor();
    await expect(bar.getByText('The music player is unavailable right now.').count()).resolves.toBe(0);
    expect(current.problems.pageErrors).toEqual([]);
  });
});

describe('a remote chunk that fails', () => {
  it('answers 404: the message replaces the page (never a blank page), and Retry works once it is fixed', async () => {
    site.preview.setFault(({ app, path }) =>
      app === 'remote_cv' && /static\/js\/.*ExperiencePage/.test(path) ? { status: 404 } : undefined,
    );
    await current.page.goto(site.preview.url('shell'));
    await homeHeading(current.page).waitFor();
    await openFailingSection('Experience');
    site.preview.setFault();
    await current.page.getByRole('button', { name: 'Retry' }).click();
    await current.page.getByTestId('background-video').waitFor({ state: 'attached' });
    expect(current.problems.pageErrors).toEqual([]);
  });
});

describe.each([
  ['its remoteEntry.js answers 503', '/remoteEntry.js', { status: 503 }],
  ['its manifest answers 200 with {} (a host that serves something else there)', '/mf-manifest.json', { status: 200, body: '{}' }],
] as const)('a remote whose %s', (_case, file, fault) => {
  it('offers Retry, and Retry requests that file again and shows the page once it is fixed', async () => {
    const served: string[] = [];
    const stopWatching = site.preview.watch(({ app, path }) => {
      if (app === 'remote_cv' && path === file) served.push(path);
    });
    try {
      site.preview.setFault(({ app, path }) => (app === 'remote_cv' && path === file ? fault : undefined));
      await current.page.goto(site.preview.url('shell'));
      await homeHeading(current.page).waitFor();
      await openFailingSection('Experience');
      const before = served.length;
      expect(before).toBeGreaterThan(0);
      site.preview.setFault();
      await current.page.getByRole('button', { name: 'Retry' }).click();
      await current.page.getByRole('heading', { level: 3, name: 'Senior Front-end Engineer' }).waitFor();
      expect(served.length).toBeGreaterThan(before);
      expect(current.problems.pageErrors).toEqual([]);
    } finally {
      stopWatching();
      site.preview.setFault();
    }
  });
});

describe('a remote that hangs', () => {
  it('gives up within seconds and offers Retry', async () => {
    site.preview.setFault(({ app }) => (app === 'remote_projects' ? { hang: true } : undefined));
    await current.page.goto(site.preview.url('shell'));
    await homeHeading(current.page).waitFor();
    const started = Date.now();
    await current.page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Projects' }).click();
    await current.page.getByRole('status').filter({ hasText: 'Loading Projects…' }).waitFor();
    await errorMessage(current.page, 'Projects').waitFor({ timeout: 20000 });
    const waited = Date.now() - started;
    expect(waited).toBeLessThan(15000);
    site.preview.setFault();
    await current.page.getByRole('button', { name: 'Retry' }).click();
    // Nothing left waiting on the hung server may hold Retry up (the service worker's copy of the
    // manifest the shell gave up on did, for as long as the copy's own 10 s timeout).
    await current.page.getByTestId('background-video').waitFor({ state: 'attached', timeout: 8000 });
  });
});
