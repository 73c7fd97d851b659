/**
 * The music player on the production build: playing, skipping, auto-advance and wrap, pause,
 * playing on across page changes and resizes, broken tracks, and the site without the music remote.
 * Chromium runs with an autoplay policy that allows play, so the 200 ms replay after a track ends
 * is not refused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { startPreview, type Preview } from '../builder/preview/server';
import { launchBrowser, openPage, type PageProblems } from './support/browser';

/** The playlist as the build wrote it: the titles the visitor must see, in play order. */
const { tracks } = JSON.parse(
  readFileSync(path.join(__dirname, '..', 'remote-music', 'dist', 'music', 'playlist.json'), 'utf8'),
) as { tracks: string[] };
const titles = tracks.map((file) => file.replace(/\.mp3$/i, ''));
const title = (index: number) => titles[index] ?? `(no track ${index})`;

let preview: Preview;
let browser: Browser;
const opened: Array<() => Promise<void>> = [];

beforeAll(async () => {
  preview = await startPreview();
  browser = await launchBrowser({ autoplay: true });
});

afterEach(async () => {
  preview.setFault();
  await Promise.all(opened.splice(0).map((close) => close()));
});

afterAll(async () => {
  await browser?.close();
  await preview?.close();
});

async function visit(url: string): Promise<{ page: Page; problems: PageProblems }> {
  const { page, problems, close } = await openPage(browser);
  opened.push(close);
  await page.goto(url);
  return { page, problems };
}

const playerBar = (page: Page): Locator => page.getByRole('complementary', { name: 'Music player' });

/** A message the visitor sees in the bar and a screen reader hears from its live region. */
async function expectNotice(bar: Locator, message: string): Promise<void> {
  await bar.getByRole('status').filter({ hasText: message }).waitFor();
  await bar.getByText(message).first().waitFor();
}

function audioState(page: Page) {
  return page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (!audio) throw new Error('no audio element on the page');
    return { currentTime: audio.currentTime, paused: audio.paused, src: audio.currentSrc };
  });
}

/** The audio is really playing: its time moves on past `after` seconds. */
async function expectAdvancing(page: Page, after = 0): Promise<number> {
  await page.waitForFunction(
    (since) => {
      const audio = document.querySelector('audio');
      return !!audio && !audio.paused && audio.currentTime > since + 0.3;
    },
    after,
    { timeout: 10000 },
  );
  return (await audioState(page)).currentTime;
}

/** Jumps close to the end of the current track, so it ends in a moment. */
async function seekNearEnd(page: Page): Promise<void> {
  await page.waitForFunction(() => Number.isFinite(document.querySelector('audio')?.duration));
  await page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (audio) audio.currentTime = audio.duration - 0.4;
  });
}

describe('the music player in the shell', () => {
  it('has the eight sample tracks', () => {
    expect(titles).toHaveLength(8);
  });

  it('plays, skips, advances when a track ends, wraps after the last, and pauses', async () => {
    const { page, problems } = await visit(preview.url('shell'));
    const bar = playerBar(page);
    await bar.getByText(title(0), { exact: true }).waitFor();

    await bar.getByRole('button', { name: 'Play', exact: true }).click();
    await bar.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await expectAdvancing(page);
    expect((await audioState(page)).src).toBe(`${preview.url('remote_music')}music/${encodeURIComponent(tracks[0] ?? '')}`);

    await bar.getByRole('button', { name: 'Next track', exact: true }).click();
    await bar.getByText(title(1), { exact: true }).waitFor();
    await expect(bar.getByRole('status').textContent()).resolves.toBe(`Current track: ${title(1)}`);
    await expectAdvancing(page);

    await seekNearEnd(page);
    await bar.getByText(title(2), { exact: true }).waitFor();
    await expectAdvancing(page);
    await bar.getByRole('button', { name: 'Pause', exact: true }).waitFor();

    for (let index = 3; index < titles.length; index += 1) {
      await bar.getByRole('button', { name: 'Next track', exact: true }).click();
      await bar.getByText(title(index), { exact: true }).waitFor();
    }
    await expectAdvancing(page);
    await seekNearEnd(page);
    await bar.getByText(title(0), { exact: true }).waitFor();
    await expectAdvancing(page);

    await bar.getByRole('button', { name: 'Pause', exact: true }).click();
    await bar.getByRole('button', { name: 'Play', exact: true }).waitFor();
    const paused = await audioState(page);
    expect(paused.paused).toBe(true);
    await page.waitForTimeout(500);
    expect((await audioState(page)).currentTime).toBe(paused.currentTime);
    expect(problems.pageErrors).toEqual([]);
  });

  it('loads no music remote and no federation runtime with the home page; a click made the moment the pointer arrives plays', async () => {
    const { page, problems, close } = await openPage(browser);
    opened.push(close);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().startsWith(preview.url('remote_music'))) scripts.push(request.url());
    });
    await page.goto(preview.url('shell'));
    const bar = playerBar(page);
    await bar.getByText(title(0), { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    // The page's own scripts only: its entry, the start and theme scripts, the web-vitals reporter
    // and the service worker's registration (both loaded when the browser is idle).
    expect(scripts.filter((url) => !/\/static\/js\/(main|start|theme|web-vitals|service-worker)\.[0-9a-f]{8}(\.chunk)?\.js$/.test(url))).toEqual([]);

    const box = await bar.getByRole('button', { name: 'Play', exact: true }).boundingBox();
    if (!box) throw new Error('Play has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await bar.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await expectAdvancing(page);
    expect(scripts.some((url) => url.startsWith(`${preview.url('remote_music')}remoteEntry.js`))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });

  it('keeps playing across a page change, Back and a window resize, and fits a phone', async () => {
    const { page, problems } = await visit(preview.url('shell'));
    const bar = playerBar(page);
    await bar.getByRole('button', { name: 'Play', exact: true }).click();
    let time = await expectAdvancing(page);

    await page.getByRole('button', { name: 'Experience', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Experience' }).waitFor();
    time = await expectAdvancing(page, time);

    await page.goBack();
    await page.getByRole('button', { name: 'Experience', exact: true }).waitFor();
    time = await expectAdvancing(page, time);

    await page.setViewportSize({ width: 375, height: 667 });
    // The shell re-mounts the page view about 150 ms after the last resize event.
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Experience', exact: true }).waitFor();
    await expectAdvancing(page, time);
    await bar.getByText(title(0), { exact: true }).waitFor();

    for (const name of ['Pause', 'Next track']) {
      const box = await bar.getByRole('button', { name }).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    }
    expect(problems.pageErrors).toEqual([]);
  });

  it('skips a track that fails to load with a message, and stops when every track fails', async () => {
    const broken = `/music/${encodeURIComponent(tracks[1] ?? '')}`;
    preview.setFault(({ app, path: file }) => (app === 'remote_music' && file === broken ? { status: 404 } : undefined));
    const { page, problems } = await visit(preview.url('shell'));
    const bar = playerBar(page);
    await bar.getByRole('button', { name: 'Play', exact: true }).click();
    await bar.getByRole('button', { name: 'Next track', exact: true }).click();
    await expectNotice(bar, `“${title(1)}” could not be loaded and is not saved for offline listening, so it was skipped.`);
    await bar.getByText(title(2), { exact: true }).waitFor();
    await expectAdvancing(page);

    expect(problems.pageErrors).toEqual([]);

    // A fresh page, so no track comes from the media cache.
    preview.setFault(({ app, path: file }) => (app === 'remote_music' && file.startsWith('/music/') ? { status: 404 } : undefined));
    const offline = await visit(preview.url('shell'));
    const offlineBar = playerBar(offline.page);
    await offlineBar.getByRole('button', { name: 'Play', exact: true }).click();
    await expectNotice(offlineBar, 'None of the tracks could be loaded, so the music stopped. Press Play to try again.');
    await offlineBar.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect((await audioState(offline.page)).paused).toBe(true);
    expect(offline.problems.pageErrors).toEqual([]);
  });

  it('leaves every page working when the music remote is down', async () => {
    await preview.stop('remote_music');
    try {
      const { page, problems } = await visit(preview.url('shell'));
      await page.getByRole('button', { name: 'Experience', exact: true }).waitFor();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
      await page.getByRole('button', { name: 'Experience', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Experience' }).waitFor();
      // The bar shows the first track until the visitor reaches for it, and then says the player is down.
      const bar = playerBar(page);
      await bar.getByText(title(0), { exact: true }).waitFor();
      await bar.hover();
      await bar.getByText('The music player is unavailable right now.').waitFor();
      await expect(bar.getByRole('button', { name: 'Retry music' }).isVisible()).resolves.toBe(true);
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await preview.start('remote_music');
    }
  });
});

describe('the music remote on its own', () => {
  it('plays its tracks from its own origin', async () => {
    const { page, problems } = await visit(preview.url('remote_music'));
    await page.getByText(title(0), { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expectAdvancing(page);
    expect((await audioState(page)).src.startsWith(`${preview.url('remote_music')}music/`)).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });
});
