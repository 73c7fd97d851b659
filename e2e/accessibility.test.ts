import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { openPage } from './support/browser';
import { useSite } from './support/session';
import { appLive, homeHeading, openSection } from './support/site';
import { visitAllPages, waitForSectionContent } from './support/visitAllPages';

const site = useSite({ autoplay: true, github: true });

describe('axe-core (WCAG 2.2 AA and best practices)', () => {
  it.each(['dark', 'light'] as const)('finds zero violations on all five pages in %s mode, with the music player present', async (colorScheme) => {
    const { page, close } = await openPage(site.browser, { colorScheme });
    const results: Record<string, string[]> = {};
    await visitAllPages(page, site.preview.url('shell'), async (name) => {
      results[name] = await axeViolations(page);
    });
    expect(results).toEqual({ Home: [], Projects: [], Experience: [], Qualifications: [], Skills: [] });
    await close();
  });
});

describe('home before its scripts run', () => {
  it.each(['dark', 'light'] as const)('finds zero violations in the HTML as served with no script run, and none once it has hydrated, in %s mode', async (colorScheme) => {
    // The page as served, none of its scripts run (not even the inline ones): only axe, injected
    // over DevTools, runs in it. (A context with JavaScript disabled would run axe neither.)
    const served = await openPage(site.browser, { colorScheme });
    await served.page.route(site.preview.url('shell'), async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, '') });
    });
    await served.page.goto(site.preview.url('shell'));
    await homeHeading(served.page).waitFor();
    // The switch says whether it is on before any script (the owner's mode, here auto: dark).
    await expect(served.page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).resolves.toBe('true');
    expect(await axeViolations(served.page)).toEqual([]);
    await served.close();

    const live = await openPage(site.browser, { colorScheme });
    await live.page.goto(site.preview.url('shell'));
    await appLive(live.page);
    await expect(live.page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).resolves.toBe(String(colorScheme === 'dark'));
    expect(await axeViolations(live.page)).toEqual([]);
    expect(live.problems).toEqual({ pageErrors: [], consoleErrors: [], violations: [] });
    await live.close();
  });
});

async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return null;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName,
      name: (el.getAttribute('aria-label') || el.textContent || '').trim(),
      id: el.id,
      ringVisible: style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px'),
    };
  });
}

/** Presses Tab until the focused element's accessible text matches, checking every stop on the way. */
async function tabTo(page: Page, name: RegExp, key = 'Tab') {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press(key);
    const current = await focused(page);
    expect(current?.tag).not.toBe('VIDEO');
    if (current && current.tag !== 'BODY') expect(current).toEqual(expect.objectContaining({ ringVisible: true }));
    if (current && name.test(current.name)) return current;
  }
  throw new Error(`could not reach ${name} with ${key}`);
}

describe('keyboard only', () => {
  it('reaches every section and back, and operates the player, with focus always visible', async () => {
    const { page, close } = await openPage(site.browser);
    await page.goto(site.preview.url('shell'));
    await homeHeading(page).waitFor();
    await page.getByRole('complementary', { name: 'Music player' }).getByRole('button', { name: 'Play' }).waitFor();

    for (const section of ['Projects', 'Experience', 'Qualifications', 'Skills']) {
      await tabTo(page, new RegExp(`^${section}$`));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: section }).waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'page-heading');
      await waitForSectionContent(page);
      await tabTo(page, /Back$/, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await homeHeading(page).waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'page-heading');
    }

    await tabTo(page, /^Play$/);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return !!audio && !audio.paused && audio.currentTime > 0;
    });
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('audio')?.paused === true);
    await close();
  });
});

describe('reduced motion', () => {
  async function sectionMotion(reducedMotion: 'reduce' | 'no-preference') {
    const { page, close } = await openPage(site.browser, { reducedMotion });
    await page.goto(site.preview.url('shell'));
    await openSection(page, 'Experience');
    await page.waitForTimeout(1000);
    const state = await page.evaluate(() => ({
      animation: getComputedStyle(document.querySelector('main') as HTMLElement).animationName,
      videoPaused: (document.querySelector('[data-testid="background-video"]') as HTMLVideoElement).paused,
    }));
    await close();
    return state;
  }

  it('pages fade in and videos play normally', async () => {
    await expect(sectionMotion('no-preference')).resolves.toEqual({ animation: 'page-fade-in', videoPaused: false });
  });

  it('under prefers-reduced-motion there is no fade and background videos are paused', async () => {
    await expect(sectionMotion('reduce')).resolves.toEqual({ animation: 'none', videoPaused: true });
  });
});
