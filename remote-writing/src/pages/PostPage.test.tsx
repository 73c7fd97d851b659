import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, type PostSummary, type WritingContent } from '@portfolio/shared';
import PostPage from './PostPage';

jest.mock('@portfolio/shared', () => ({ ...jest.requireActual('@portfolio/shared'), useBackground: () => null }));

const BASE = 'https://site.example/writing/';

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const INDEX: PostSummary[] = [
  { slug: 'tide-tables', title: 'Tide tables in the browser', date: '2026-03-01T00:00:00.000Z', updated: null, summary: 'How…', tags: ['rust', 'wasm'], words: 44, file: 'static/media/post-e8e74971.json' },
  { slug: 'hello', title: 'Hello', date: '2025-11-02T09:00:00.000Z', updated: null, summary: '', tags: [], words: 5, file: 'static/media/post-fda241fe.json' },
];
const BODY = { title: 'Tide tables in the browser', date: '2026-03-01T00:00:00.000Z', updated: null, tags: ['rust', 'wasm'], words: 44, body: [{ t: 'p', c: ['Tide prediction is a sum of cosines.'] }] };
const readContent = async (): Promise<WritingContent> => ({ backgrounds: {}, posts: 'static/media/posts.5b48e622.json' });

function files(overrides: Record<string, Response> = {}) {
  return jest.fn(async (url: URL) => {
    const path = new URL(url).pathname.replace('/writing/', '');
    if (overrides[path]) return overrides[path];
    if (path === 'static/media/posts.5b48e622.json') return answer(200, INDEX);
    if (path === 'static/media/post-e8e74971.json') return answer(200, BODY);
    return answer(404, {});
  });
}

it('shows the post: its title as the page heading, its date, tags and body; only its own file is loaded', async () => {
  const fetchImpl = files();
  render(<PostPage slug="tide-tables" onNavigate={jest.fn()} base={BASE} fetchImpl={fetchImpl as unknown as typeof fetch} readContent={readContent} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Tide tables in the browser' })).toBeTruthy();
  expect(screen.getByText('Tide prediction is a sum of cosines.')).toBeTruthy();
  // Its body reads in its own direction, whatever the page's and its date's.
  expect(screen.getByText('Tide prediction is a sum of cosines.').closest('[dir]')?.getAttribute('dir')).toBe('auto');
  expect(screen.getByText(formatDate('2026-03-01T00:00:00.000Z')).getAttribute('datetime')).toBe('2026-03-01T00:00:00.000Z');
  expect(screen.getByRole('list', { name: 'Tags' }).textContent).toBe('rustwasm');
  expect(fetchImpl.mock.calls.map(([url]) => new URL(url).pathname)).toEqual(['/writing/static/media/posts.5b48e622.json', '/writing/static/media/post-e8e74971.json']);
});

it('leads Back to the Writing list', async () => {
  const onNavigate = jest.fn();
  render(<PostPage slug="tide-tables" onNavigate={onNavigate} base={BASE} fetchImpl={files() as unknown as typeof fetch} readContent={readContent} />);
  await screen.findByText('Tide prediction is a sum of cosines.');
  await userEvent.click(screen.getByRole('button', { name: /Back/ }));
  expect(onNavigate).toHaveBeenCalledWith('writing');
});

it('says so when the post is no longer on the site', async () => {
  render(<PostPage slug="gone" onNavigate={jest.fn()} base={BASE} fetchImpl={files() as unknown as typeof fetch} readContent={readContent} />);
  expect(await screen.findByText('This post is not on the site any more.')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('offers Retry when its file cannot be had, and shows the post when Retry works', async () => {
  let failing = true;
  const fetchImpl = jest.fn(async (url: URL) => {
    if (failing) {
      failing = false;
      return answer(503, {});
    }
    return files()(url);
  });
  render(<PostPage slug="tide-tables" onNavigate={jest.fn()} base={BASE} fetchImpl={fetchImpl as unknown as typeof fetch} readContent={readContent} />);
  expect((await screen.findByRole('alert')).textContent).toBe("The posts can't be shown right now. Check your connection, then try again.");
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Tide prediction is a sum of cosines.')).toBeTruthy();
});
