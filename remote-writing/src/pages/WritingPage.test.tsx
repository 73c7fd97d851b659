import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@portfolio/shared';
import WritingPage from './WritingPage';

// These tests are about the page's data; its background (its remote's content.json) has its own (useBackground.test.tsx).
jest.mock('@portfolio/shared', () => ({ ...jest.requireActual('@portfolio/shared'), useBackground: () => null, remoteContent: async () => ({ backgrounds: {} }) }));

const BASE = 'https://writing.example/';

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const snapshot = {
  feed: 'https://blog.example/feed.xml',
  takenAt: '2026-03-02T00:00:00.000Z',
  posts: [
    { title: 'Older post', url: 'https://blog.example/older', date: '2026-01-05T09:00:00.000Z', summary: 'First words.', tags: [] },
    {
      title: '<img src=x onerror="window.__pwned=true">Newest post',
      url: 'https://blog.example/newest',
      date: '2026-02-20T09:00:00.000Z',
      summary: 'What I learned <script>window.__pwned=true</script>',
      tags: ['embedded', 'rust'],
      cover: 'covers/0123456789abcdef.webp',
    },
  ],
};

it('shows one card per post, newest first, with its link, date, tags, summary and the build’s cover, all as text', async () => {
  const fetchImpl = jest.fn(async () => answer(200, snapshot));
  render(<WritingPage onNavigate={jest.fn()} base={BASE} feed fetchImpl={fetchImpl as unknown as typeof fetch} />);
  const list = await screen.findByRole('list', { name: 'Posts' });
  const cards = within(list).getAllByRole('article');
  expect(cards).toHaveLength(2);
  const [newest, older] = cards as [HTMLElement, HTMLElement];
  const link = within(newest).getByRole('link');
  expect(link.getAttribute('href')).toBe('https://blog.example/newest');
  expect(link.textContent).toBe('<img src=x onerror="window.__pwned=true">Newest post (opens in a new tab)');
  expect(within(newest).getByText(formatDate('2026-02-20T09:00:00.000Z')).getAttribute('datetime')).toBe('2026-02-20T09:00:00.000Z');
  expect(within(newest).getByRole('list', { name: 'Tags' }).textContent).toBe('embeddedrust');
  expect(within(newest).getByText('What I learned <script>window.__pwned=true</script>')).toBeTruthy();
  expect(newest.querySelector('img')?.getAttribute('src')).toBe('https://writing.example/covers/0123456789abcdef.webp');
  expect(newest.querySelector('script')).toBeNull();
  expect(within(older).getByRole('link').textContent).toContain('Older post');
  expect(older.querySelector('img')).toBeNull();
  expect(fetchImpl).toHaveBeenCalledWith(new URL('https://writing.example/writing-snapshot.json'), expect.anything());
  expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
});

it('says so when the feed had no posts', async () => {
  render(<WritingPage onNavigate={jest.fn()} base={BASE} feed fetchImpl={(async () => answer(200, { ...snapshot, posts: [] })) as unknown as typeof fetch} />);
  expect(await screen.findByText('No posts to show yet.')).toBeTruthy();
});

it("on a site whose content/site.json names no feed and that has no posts of its own, says what to add and asks for no snapshot (the build writes none)", async () => {
  const fetchImpl = jest.fn();
  render(<WritingPage onNavigate={jest.fn()} base={BASE} feed={false} fetchImpl={fetchImpl as unknown as typeof fetch} />);
  expect(await screen.findByText('No feed is set up for this site: add “writing” with your blog\'s feed address to content/site.json.')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(fetchImpl).not.toHaveBeenCalled();
});

it('offers Retry when the posts cannot be loaded, and shows them when Retry works', async () => {
  const fetchImpl = jest.fn().mockResolvedValueOnce(answer(503, {})).mockResolvedValueOnce(answer(200, snapshot));
  render(<WritingPage onNavigate={jest.fn()} base={BASE} feed fetchImpl={fetchImpl as unknown as typeof fetch} />);
  expect((await screen.findByRole('alert')).textContent).toBe("The posts can't be shown right now. Check your connection, then try again.");
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findAllByRole('article')).toHaveLength(2);
});

it('has the section frame: its heading and Back', async () => {
  const onNavigate = jest.fn();
  render(<WritingPage onNavigate={onNavigate} base={BASE} feed fetchImpl={(async () => answer(200, snapshot)) as unknown as typeof fetch} />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Writing');
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(onNavigate).toHaveBeenCalledWith('home');
});

describe('where the feed allows it (its server answers with CORS)', () => {
  const FEED = 'https://blog.example/feed.xml';
  const rss = (items: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title><link>https://blog.example/</link>${items}</channel></rss>`;
  const item = (title: string, url: string, date: string) => `<item><title>${title}</title><link>${url}</link><pubDate>${date}</pubDate><description>&lt;p&gt;Fresh &lt;b&gt;words&lt;/b&gt;&lt;/p&gt;</description></item>`;
  const feedAnswer = (status: number, text: string) => ({ ok: status === 200, status, url: FEED, text: async () => text }) as Response;

  it('shows the snapshot, then the list as the blog has it now: a new post without a cover, a known one with the build’s', async () => {
    let answerFeed: (response: Response) => void = () => undefined;
    const fetchImpl = jest.fn(async (url: URL | string) =>
      String(url) === FEED ? new Promise<Response>((resolve) => (answerFeed = resolve)) : answer(200, { ...snapshot, limit: 2, live: FEED }),
    );
    render(<WritingPage onNavigate={jest.fn()} base={BASE} feed fetchImpl={fetchImpl as unknown as typeof fetch} />);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    answerFeed(feedAnswer(200, rss(item('Just published', 'https://blog.example/new', 'Sun, 01 Mar 2026 10:00:00 GMT') + item('Newest post', 'https://blog.example/newest', 'Fri, 20 Feb 2026 09:00:00 GMT') + item('Older post', 'https://blog.example/older', 'Mon, 05 Jan 2026 09:00:00 GMT'))));
    await screen.findByRole('link', { name: /Just published/ });
    const cards = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Just published (opens in a new tab)', 'Newest post (opens in a new tab)']);
    expect(within(cards[0]).getByText('Fresh words')).toBeTruthy();
    expect(cards[0].querySelector('img')).toBeNull();
    expect(cards[1].querySelector('img')?.getAttribute('src')).toBe('https://writing.example/covers/0123456789abcdef.webp');
    expect(fetchImpl).toHaveBeenCalledWith(FEED, expect.objectContaining({ cache: 'no-cache', credentials: 'omit' }));
  });

  it.each([
    ['answers 503', () => feedAnswer(503, '')],
    ['is not a feed', () => feedAnswer(200, '<!doctype html><p>Moved</p>')],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps the snapshot when the feed %s', async (_what, feed) => {
    const fetchImpl = jest.fn(async (url: URL | string) => (String(url) === FEED ? feed() : answer(200, { ...snapshot, live: FEED })));
    render(<WritingPage onNavigate={jest.fn()} base={BASE} feed fetchImpl={fetchImpl as unknown as typeof fetch} />);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchImpl).toHaveBeenCalledWith(FEED, expect.anything());
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never asks a feed the snapshot does not name as live', async () => {
    const fetchImpl = jest.fn(async () => answer(200, snapshot));
    render(<WritingPage onNavigate={jest.fn()} base={BASE} feed fetchImpl={fetchImpl as unknown as typeof fetch} />);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
