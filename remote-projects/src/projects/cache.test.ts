import type { RepositoryPage } from '../github/client';
import { cacheKey, readProjectsCache, writeProjectsCache } from './cache';

const config = { api: 'http://localhost:8090', user: 'mira-kestrel-example' };
const page: RepositoryPage = {
  url: 'http://localhost:8090/users/mira-kestrel-example/repos?per_page=100&sort=pushed',
  etag: 'W/"abc"',
  next: null,
  repos: [
    { name: 'a', description: 'Yes!', htmlUrl: 'https://github.com/u/a', language: null, pushedAt: '2026-01-01T00:00:00.000Z', hasPages: true },
  ],
};

beforeEach(() => localStorage.clear());

describe('projects cache', () => {
  it('reads back what it wrote', () => {
    writeProjectsCache(localStorage, config, { takenAt: '2026-07-01T00:00:00.000Z', pages: [page] });
    expect(readProjectsCache(localStorage, config)).toEqual({ takenAt: '2026-07-01T00:00:00.000Z', pages: [page] });
  });

  it('keeps each API and user apart', () => {
    writeProjectsCache(localStorage, config, { takenAt: '2026-07-01T00:00:00.000Z', pages: [page] });
    expect(readProjectsCache(localStorage, { ...config, user: 'someone-else' })).toBeNull();
    expect(readProjectsCache(localStorage, { ...config, api: 'https://api.github.com' })).toBeNull();
  });

  it('ignores a damaged entry', () => {
    for (const junk of ['{', '42', '{"takenAt":"x","pages":[]}', '{"takenAt":"2026-01-01T00:00:00Z","pages":[{"url":1}]}']) {
      localStorage.setItem(cacheKey(config), junk);
      expect(readProjectsCache(localStorage, config)).toBeNull();
    }
  });

  it('survives a storage that refuses to work', () => {
    const broken = {
      getItem() {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => writeProjectsCache(broken, config, { takenAt: '2026-07-01T00:00:00.000Z', pages: [page] })).not.toThrow();
    expect(readProjectsCache(broken, config)).toBeNull();
    expect(readProjectsCache(null, config)).toBeNull();
  });
});
