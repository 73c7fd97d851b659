import { parseSnapshot } from './snapshot';

const post = (fields: Record<string, unknown>) => ({ title: 'A post', url: 'https://blog.example/a', date: '2026-03-01T10:00:00.000Z', summary: 'Text.', tags: ['rust'], ...fields });

it('keeps the posts a visitor can open, newest first', () => {
  const snapshot = parseSnapshot({
    feed: 'https://blog.example/feed.xml',
    takenAt: '2026-03-02T00:00:00.000Z',
    posts: [post({ title: 'Older', date: '2026-01-01T00:00:00.000Z' }), post({ title: 'Newer', url: 'https://blog.example/b', cover: 'covers/0123456789abcdef.webp' })],
  });
  expect(snapshot?.posts.map(({ title }) => title)).toEqual(['Newer', 'Older']);
  expect(snapshot?.posts[0]?.cover).toBe('covers/0123456789abcdef.webp');
});

it('drops a post whose link is not http(s), whose date is not one or that has no title, and a cover that is not the build’s', () => {
  const snapshot = parseSnapshot({
    feed: 'https://blog.example/feed.xml',
    takenAt: '2026-03-02T00:00:00.000Z',
    posts: [
      post({ url: 'javascript:alert(1)' }),
      post({ date: 'yesterday' }),
      post({ title: '  ' }),
      post({ title: 'Kept', cover: 'https://tracker.example/pixel.gif', tags: ['ok', 42, ''] }),
    ],
  });
  expect(snapshot?.posts).toEqual([{ title: 'Kept', url: 'https://blog.example/a', date: '2026-03-01T10:00:00.000Z', summary: 'Text.', tags: ['ok'] }]);
});

it('is null for anything that is not a snapshot', () => {
  expect(parseSnapshot(null)).toBeNull();
  expect(parseSnapshot({ feed: 'ftp://x', takenAt: '2026-03-02', posts: [] })).toBeNull();
  expect(parseSnapshot({ feed: 'https://blog.example/feed.xml', takenAt: 'never', posts: [] })).toBeNull();
  expect(parseSnapshot({ feed: 'https://blog.example/feed.xml', takenAt: '2026-03-02', posts: {} })).toBeNull();
});
