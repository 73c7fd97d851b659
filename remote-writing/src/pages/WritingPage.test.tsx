import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@portfolio/shared';
import WritingPage from './WritingPage';

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
  render(<WritingPage onNavigate={jest.fn()} base={BASE} fetchImpl={fetchImpl as unknown as typeof fetch} />);
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
  render(<WritingPage onNavigate={jest.fn()} base={BASE} fetchImpl={(async () => answer(200, { ...snapshot, posts: [] })) as unknown as typeof fetch} />);
  expect(await screen.findByText('No posts to show yet.')).toBeTruthy();
});

it('offers Retry when the posts cannot be loaded, and shows them when Retry works', async () => {
  const fetchImpl = jest.fn().mockResolvedValueOnce(answer(503, {})).mockResolvedValueOnce(answer(200, snapshot));
  render(<WritingPage onNavigate={jest.fn()} base={BASE} fetchImpl={fetchImpl as unknown as typeof fetch} />);
  expect((await screen.findByRole('alert')).textContent).toBe("The posts can't be shown right now. Check your connection, then try again.");
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findAllByRole('article')).toHaveLength(2);
});

it('has the section frame: its heading and Back', async () => {
  const onNavigate = jest.fn();
  render(<WritingPage onNavigate={onNavigate} base={BASE} fetchImpl={(async () => answer(200, snapshot)) as unknown as typeof fetch} />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Writing');
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(onNavigate).toHaveBeenCalledWith('home');
});
