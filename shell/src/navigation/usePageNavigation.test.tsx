import { act, renderHook } from '@testing-library/react';
import { PAGE_CONTENT_ID, setPageContent, type PageContent } from '@portfolio/shared';
import { followFeed, type FeedItem } from '../analytics/feed';
import { rememberPageForNextLoad } from './resumePage';
import { usePageNavigation } from './usePageNavigation';

const views: string[] = [];
const popState = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
followFeed((item: FeedItem) => {
  if (item.kind === 'page') views.push(item.page);
});


/** The sample's content as the page carries it, with `analytics` as given. */
function withAnalytics(analytics: PageContent['site']['analytics']): void {
  const content = JSON.parse(document.getElementById(PAGE_CONTENT_ID)!.textContent!) as PageContent;
  setPageContent({ ...content, site: { ...content.site, analytics } });
}

beforeEach(() => withAnalytics({ provider: 'plausible', domain: 'mira.example.dev', host: 'https://plausible.io', honourOptOut: true }));

afterEach(() => {
  views.splice(0);
  sessionStorage.clear();
});

it('a site without analytics records no view', async () => {
  withAnalytics(undefined);
  const { result, unmount } = renderHook(() => usePageNavigation('home'));
  act(() => result.current.navigate('experience'));
  act(() => window.history.back());
  await act(popState);
  expect(views).toEqual([]);
  unmount();
});

describe('views for analytics', () => {
  it('one per page shown: home on arrival, each section, home again on Back and on the browser’s Back', async () => {
    const { result, unmount } = renderHook(() => usePageNavigation('home'));
    act(() => result.current.navigate('experience'));
    act(() => result.current.navigate('home'));
    await act(popState);
    act(() => result.current.navigate('skills'));
    act(() => window.history.back());
    await act(popState);
    expect(views).toEqual(['home', 'experience', 'home', 'skills', 'home']);
    unmount();
  });

  it('a language switch counts the section it lands on; the shell’s own reload for a redeploy does not count it again', () => {
    // jsdom has no navigation entry: the page load's type as the browser's would say it.
    const loadedBy = (type: string) => Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ type }] });
    window.history.replaceState({ portfolioPage: 'skills', depth: 1 }, '');
    rememberPageForNextLoad();
    loadedBy('navigate');
    const first = renderHook(() => usePageNavigation('home'));
    expect(views).toEqual(['skills']);
    first.unmount();
    views.splice(0);
    window.history.replaceState({ portfolioPage: 'skills', depth: 1 }, '');
    rememberPageForNextLoad();
    loadedBy('reload');
    const second = renderHook(() => usePageNavigation('home'));
    expect([second.result.current.page, views]).toEqual(['skills', []]);
    second.unmount();
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });
});
