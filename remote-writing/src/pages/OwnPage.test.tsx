import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostSummary, WritingContent } from '@portfolio/shared';
import OwnPage from './OwnPage';

const backgrounds: (string | null | undefined)[] = [];
jest.mock('@portfolio/shared', () => ({
  ...jest.requireActual('@portfolio/shared'),
  useBackground: (_base: string, page: string | null | undefined) => {
    backgrounds.push(page);
    return null;
  },
}));

const BASE = 'https://site.example/writing/';

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const INDEX: PostSummary[] = [
  { slug: 'now', title: 'Now', date: null, updated: null, summary: '', tags: [], words: 9, video: 'harbour', file: 'static/media/page-11111111.json' },
  { slug: 'talks', title: 'Talks', date: null, updated: null, summary: '', tags: [], words: 6, file: 'static/media/page-22222222.json' },
];
const readContent = async (): Promise<WritingContent> => ({ backgrounds: {}, pages: 'static/media/pages.33333333.json' });

function files() {
  return jest.fn(async (url: URL) => {
    const path = new URL(url).pathname.replace('/writing/', '');
    if (path === 'static/media/pages.33333333.json') return answer(200, INDEX);
    if (path === 'static/media/page-11111111.json') return answer(200, { title: 'Now', date: null, updated: null, tags: [], words: 9, body: [{ t: 'p', c: ['Fitting a tide model for Portwell.'] }] });
    return answer(404, {});
  });
}

beforeEach(() => {
  backgrounds.length = 0;
});

it("shows the owner's page under its title, with the background video its front matter names, and leads Back home", async () => {
  const onNavigate = jest.fn();
  const fetchImpl = files();
  render(<OwnPage name="now" onNavigate={onNavigate} base={BASE} fetchImpl={fetchImpl as unknown as typeof fetch} readContent={readContent} />);
  expect(await screen.findByText('Fitting a tide model for Portwell.')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Now');
  expect(backgrounds.at(-1)).toBe('harbour');
  expect(fetchImpl.mock.calls.map(([url]) => new URL(url).pathname)).toEqual(['/writing/static/media/pages.33333333.json', '/writing/static/media/page-11111111.json']);
  await userEvent.click(screen.getByRole('button', { name: /Back/ }));
  expect(onNavigate).toHaveBeenCalledWith('home');
});

it('says so when the page is no longer on the site', async () => {
  render(<OwnPage name="uses" onNavigate={jest.fn()} base={BASE} fetchImpl={files() as unknown as typeof fetch} readContent={readContent} />);
  expect(await screen.findByText('This page is not on the site any more.')).toBeTruthy();
  // Without a page there is no video to show.
  expect(backgrounds.at(-1)).toBeNull();
});
