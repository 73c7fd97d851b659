import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFromContent, type OtherBuild } from './support/build';
import { watchPage } from './support/pageWatch';
import { useFreshPage, useSite } from './support/session';
import { homeHeading, openSection } from './support/site';

/**
 * An owner with only a CV and a photo: content/ holds site.json, cv/ and media/profile.jpg, with no
 * music/ and no media/backgrounds/. The site must work as a finished product: no music player at
 * all, section pages on the theme's plain background, nothing failing in the browser.
 *
 * Only the shell (it leaves the player out) and the CV remote (its pages lose their videos) are
 * built from that folder. The projects remote is served from its usual build (home reads its
 * manifest when idle, so that a tap on Projects is quick); the music remote is not served at all:
 * the visitor never needs it, and a request to it would fail, which the test counts.
 */
const content = mkdtempSync(join(tmpdir(), 'owner-cv-photo-'));
const sample = join(__dirname, '..', 'content');
let build: OtherBuild;

beforeAll(async () => {
  cpSync(join(sample, 'site.json'), join(content, 'site.json'));
  cpSync(join(sample, 'cv'), join(content, 'cv'), { recursive: true });
  mkdirSync(join(content, 'media'));
  cpSync(join(sample, 'media', 'profile.jpg'), join(content, 'media', 'profile.jpg'));
  // Strict, as CI builds: a page without a video is information, never a failure.
  build = await buildFromContent(content, ['shell', 'remote_cv'], { MEDIA_STRICT: '1' });
}, 180000);

afterAll(() => rmSync(content, { recursive: true, force: true }));

it('the build says which pages have no background video, as information', () => {
  expect(build.output).toMatch(
    /Backgrounds \(remote-cv\): no video for the experience, qualifications and skills pages, which show the theme's plain background\. To add one, put <page>\.<mp4\|webm\|mov\|m4v> in .*media[/\\]backgrounds/,
  );
  expect(build.output).not.toMatch(/WARNING|ERROR/);
});

describe('the visitor', () => {
  const session = useSite({ preview: () => ({ distRoot: build.distRoot, apps: ['shell', 'remote_cv', 'remote_projects'] }) });
  const current = useFreshPage(session);

  it('sees home and the Experience page on the plain background, with no music player and nothing failing', async () => {
    const { page, problems } = current;
    const watch = await watchPage(page);
    const failedRequests: string[] = [];
    const requested: string[] = [];
    page.on('requestfailed', (request) => failedRequests.push(`${request.failure()?.errorText} ${request.url()}`));
    page.on('request', (request) => requested.push(request.url()));

    await page.goto(session.preview.url('shell'));
    await homeHeading(page).waitFor();
    await expect(page.getByRole('img', { name: 'Abstract portrait artwork of Mira Kestrel' }).isVisible()).resolves.toBe(true);
    const noPlayer = async () => {
      await expect(page.getByRole('complementary', { name: 'Music player' }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Play' }).count()).resolves.toBe(0);
    };
    await noPlayer();
    // The bottom bar keeps the theme toggle; reaching for it loads nothing of the music remote.
    await page.getByRole('contentinfo').hover();

    await openSection(page, 'Experience');
    await page.getByRole('heading', { level: 3, name: 'Senior Front-end Engineer' }).waitFor();
    await expect(page.locator('video').count()).resolves.toBe(0);
    // Nothing to wait for, so no LOADING overlay once its 2 s delay has passed.
    await page.waitForTimeout(2600);
    await expect(page.getByRole('status').filter({ hasText: 'LOADING' }).count()).resolves.toBe(0);
    await noPlayer();

    await page.getByRole('button', { name: 'Back' }).click();
    await homeHeading(page).waitFor();
    await noPlayer();

    expect(requested.filter((url) => /\.(webm|mp4|mov|m4v|mp3)(\?|$)/.test(url) || url.startsWith(session.preview.url('remote_music')))).toEqual([]);
    expect(failedRequests).toEqual([]);
    expect(watch.failedResponses).toEqual([]);
    await expect(watch.violations()).resolves.toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
