import { INTERACTIVE_MARK } from '../shared/src/contract';
import { openPage } from './support/browser';
import { useFreshPage, useSite } from './support/session';
import { homeHeading, openSection, sampleSite, SECTIONS } from './support/site';

const site = useSite();
const current = useFreshPage(site);

describe('home page', () => {
  it('shows the owner, the job title, three profiles, the intro, the picture and the menu: four sections, then Writing and her page Now', async () => {
    await current.page.goto(site.preview.url('shell'));
    await homeHeading(current.page).waitFor();
    await expect(current.page.getByText(sampleSite.owner.jobTitle, { exact: true }).isVisible()).resolves.toBe(true);
    const profiles = current.page.getByRole('list', { name: 'Profiles' }).getByRole('link');
    await expect(profiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).resolves.toEqual([
      sampleSite.social.photos.url,
      sampleSite.social.professional.url,
      sampleSite.social.code.url,
    ]);
    await expect(current.page.getByText(sampleSite.owner.intro).isVisible()).resolves.toBe(true);
    const picture = current.page.getByRole('img', { name: sampleSite.owner.pictureAlt });
    await expect(picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    const menu = current.page.getByRole('navigation', { name: 'Sections' }).getByRole('button');
    await expect(menu.allTextContents()).resolves.toEqual([...SECTIONS, 'Writing', 'Now']);
    // The sample content has no CV PDF, so there is nothing to download (e2e/presentation has one).
    await expect(current.page.getByRole('link', { name: /Download CV/ }).count()).resolves.toBe(0);
    expect(current.problems.pageErrors).toEqual([]);
    // A hydration mismatch would be reported here by React.
    expect(current.problems.consoleErrors).toEqual([]);
  });

  it('paints whole in its first frame when its HTML arrives in two parts: nothing shifts, and the intro is the LCP, at FCP', async () => {
    site.preview.setFault(({ app, path }) => (app === 'shell' && path === '/' ? { stallBefore: 'home__intro', stallMs: 800 } : undefined));
    await current.page.goto(site.preview.url('shell'));
    await homeHeading(current.page).waitFor();
    const paint = await current.page.evaluate(async () => {
      const entries = (type: string) =>
        new Promise<PerformanceEntry[]>((resolve) => new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type, buffered: true }));
      const [fcp] = (await entries('paint')).filter((entry) => entry.name === 'first-contentful-paint');
      const lcp = (await entries('largest-contentful-paint')).at(-1) as PerformanceEntry & { element: Element | null };
      const shifts = await Promise.race([entries('layout-shift'), new Promise<PerformanceEntry[]>((resolve) => setTimeout(() => resolve([]), 1000))]);
      return { fcp: fcp?.startTime, lcp: lcp.startTime, lcpElement: lcp.element?.className, shifts: shifts.length };
    });
    expect(paint).toEqual({ fcp: paint.lcp, lcp: paint.lcp, lcpElement: 'home__intro', shifts: 0 });
    expect(current.problems.pageErrors).toEqual([]);
    expect(current.problems.consoleErrors).toEqual([]);
  });

  it('starts the app only once the whole HTML has arrived: its end is the page context the app reads', async () => {
    site.preview.setFault(({ app, path }) => (app === 'shell' && path === '/' ? { stallBefore: '"languages"', stallMs: 800 } : undefined));
    await current.page.goto(site.preview.url('shell'));
    await current.page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Skills' }).click();
    await current.page.getByRole('heading', { level: 1, name: 'Skills' }).waitFor();
    expect(current.problems.pageErrors).toEqual([]);
  });

  it('is in the HTML itself, so it paints before any JavaScript runs', async () => {
    const noScript = await openPage(site.browser, { javaScriptEnabled: false });
    await noScript.page.goto(site.preview.url('shell'));
    await expect(homeHeading(noScript.page).isVisible()).resolves.toBe(true);
    await expect(noScript.page.getByText(sampleSite.owner.intro).isVisible()).resolves.toBe(true);
    await expect(noScript.page.getByRole('img', { name: sampleSite.owner.pictureAlt }).isVisible()).resolves.toBe(true);
    await noScript.close();
  });
});

describe('before the JavaScript has started', () => {
  it('a menu click on the prerendered page is not lost: the section opens once the app is live', async () => {
    site.preview.setFault(({ app, path }) => (app === 'shell' && /^\/static\/js\/main\./.test(path) ? { delayMs: 1500 } : undefined));
    await current.page.goto(site.preview.url('shell'));
    await current.page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Skills' }).click();
    await expect(current.page.evaluate(() => typeof (window as { webpackChunkshell?: unknown }).webpackChunkshell)).resolves.toBe('undefined');
    await current.page.getByRole('heading', { level: 1, name: 'Skills' }).waitFor();
    // The moment the app went live is marked once (the bench counts the JS requested before it).
    const marks = await current.page.evaluate((name) => performance.getEntriesByName(name, 'mark').length, INTERACTIVE_MARK);
    expect(marks).toBe(1);
    expect(current.problems.pageErrors).toEqual([]);
  });
});

describe('navigation', () => {
  it.each(SECTIONS)('the %s button opens its page, focus moves to its heading, and Back returns home', async (name) => {
    await current.page.goto(site.preview.url('shell'));
    await openSection(current.page, name);
    await current.page.waitForFunction(() => document.activeElement?.id === 'page-heading');
    await expect(current.page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(name);
    const urlBefore = current.page.url();
    await current.page.getByRole('button', { name: 'Back' }).click();
    await homeHeading(current.page).waitFor();
    await current.page.waitForFunction(() => document.activeElement?.id === 'page-heading');
    expect(current.page.url()).toBe(urlBefore);
    expect(current.problems.pageErrors).toEqual([]);
  });

  it("the browser's Back button returns home, and the URL never changes", async () => {
    await current.page.goto(site.preview.url('shell'));
    const url = current.page.url();
    await openSection(current.page, 'Skills');
    expect(current.page.url()).toBe(url);
    await current.page.goBack();
    await homeHeading(current.page).waitFor();
    expect(current.page.url()).toBe(url);
    await current.page.goForward();
    await current.page.getByRole('heading', { level: 1, name: 'Skills' }).waitFor();
  });
});

describe('section page frame', () => {
  it('shows LOADING... while the background video is slow, and hides it once the video loads', async () => {
    site.preview.setFault(({ app, path }) =>
      app === 'remote_cv' && /\.(webm|mp4)$/.test(path) ? { delayMs: 4000 } : undefined,
    );
    await current.page.goto(site.preview.url('shell'));
    await openSection(current.page, 'Experience');
    const overlay = current.page.getByRole('status').filter({ hasText: 'LOADING...' });
    await overlay.waitFor({ state: 'visible', timeout: 4000 });
    await overlay.waitFor({ state: 'hidden', timeout: 10000 });
    await expect(
      current.page.getByTestId('background-video').evaluate((video: HTMLVideoElement) => video.readyState >= 2),
    ).resolves.toBe(true);
  });

  it('never shows LOADING... when the video arrives quickly', async () => {
    await current.page.goto(site.preview.url('shell'));
    await openSection(current.page, 'Qualifications');
    await current.page.waitForTimeout(2600);
    await expect(current.page.getByText('LOADING...').count()).resolves.toBe(0);
  });

  it('the background video is decorative, muted and looping', async () => {
    await current.page.goto(site.preview.url('shell'));
    await openSection(current.page, 'Skills');
    const video = current.page.getByTestId('background-video');
    await expect(
      video.evaluate((v: HTMLVideoElement) => ({ hidden: v.getAttribute('aria-hidden'), muted: v.muted, loop: v.loop })),
    ).resolves.toEqual({ hidden: 'true', muted: true, loop: true });
  });
});

describe('resize', () => {
  it('re-mounts the page view after a burst of resizes, keeping the page', async () => {
    await current.page.goto(site.preview.url('shell'));
    await openSection(current.page, 'Experience');
    await current.page.evaluate(() => {
      (document.querySelector('main') as HTMLElement).dataset.marker = 'before-resize';
    });
    for (const width of [1100, 1000, 900]) await current.page.setViewportSize({ width, height: 800 });
    await current.page.waitForFunction(() => !(document.querySelector('main') as HTMLElement).dataset.marker);
    await current.page.getByRole('heading', { level: 1, name: 'Experience' }).waitFor();
    expect(current.problems.pageErrors).toEqual([]);
  });
});

describe('composition', () => {
  it('runs one copy of React, provided by the shell, on a page that uses all three remotes', async () => {
    await current.page.addInitScript(() => {
      const renderers: string[] = [];
      Object.assign(window, {
        __renderers: renderers,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          isDisabled: false,
          supportsFiber: true,
          renderers: new Map(),
          inject(renderer: { version: string }) {
            renderers.push(renderer.version);
            return renderers.length;
          },
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
      });
    });
    await current.page.goto(site.preview.url('shell'));
    await openSection(current.page, 'Experience');
    await current.page.getByRole('button', { name: 'Back' }).click();
    await openSection(current.page, 'Projects');
    // The music player loads when the visitor reaches for it, and hands the press over: it plays.
    const bar = current.page.getByRole('complementary', { name: 'Music player' });
    await bar.getByRole('button', { name: 'Play' }).click();
    await bar.getByRole('button', { name: 'Pause' }).waitFor();

    const report = await current.page.evaluate(() => {
      type ShareInfo = { from: string; loaded?: boolean; useIn?: string[] };
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } })
        .__FEDERATION__.__SHARE__;
      const react: ShareInfo[] = [];
      for (const scopes of Object.values(share))
        for (const packages of Object.values(scopes))
          for (const [name, versions] of Object.entries(packages))
            if (name === 'react' || name === 'react-dom') for (const info of Object.values(versions)) if (info.loaded) react.push(info);
      return {
        renderers: (window as unknown as { __renderers: string[] }).__renderers,
        providers: [...new Set(react.map((info) => info.from))],
        users: [...new Set(react.flatMap((info) => info.useIn ?? []))].sort(),
      };
    });
    expect(report.renderers).toHaveLength(1);
    expect(report.providers).toEqual(['shell']);
    // The shell renders with the React it bundles and provides; each remote takes that one.
    expect(report.users).toEqual(['remote_cv', 'remote_music', 'remote_projects']);
  });
});
