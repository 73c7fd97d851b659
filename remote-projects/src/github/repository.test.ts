import { parseRepository, parseRepositoryPage } from './repository';

const complete = {
  name: 'pixel-weather',
  description: 'Works offline!',
  html_url: 'https://github.com/u/pixel-weather',
  language: 'TypeScript',
  pushed_at: '2026-06-30T12:00:00Z',
  has_pages: true,
  stargazers_count: 3,
};

describe('parseRepository', () => {
  it('reads the fields the site uses', () => {
    expect(parseRepository(complete)).toEqual({
      name: 'pixel-weather',
      description: 'Works offline!',
      htmlUrl: 'https://github.com/u/pixel-weather',
      language: 'TypeScript',
      pushedAt: '2026-06-30T12:00:00.000Z',
      hasPages: true,
    });
  });

  it('turns missing, null and wrongly typed fields into null or false', () => {
    expect(parseRepository({ name: 'x', description: 42, language: null, pushed_at: 'yesterday', has_pages: 'yes' })).toEqual({
      name: 'x',
      description: null,
      htmlUrl: null,
      language: null,
      pushedAt: null,
      hasPages: false,
    });
  });

  it('keeps absurdly long strings intact, as text to be wrapped by the page', () => {
    const long = 'x'.repeat(200_000);
    expect(parseRepository({ ...complete, name: long, description: `${long}!` })).toEqual(
      expect.objectContaining({ name: long, description: `${long}!` }),
    );
  });

  it('drops an item without a usable name', () => {
    expect(parseRepository({ ...complete, name: '' })).toBeNull();
    expect(parseRepository({ ...complete, name: 7 })).toBeNull();
    expect(parseRepository(null)).toBeNull();
    expect(parseRepository(['name'])).toBeNull();
  });
});

describe('parseRepositoryPage', () => {
  it('keeps the valid items of a list', () => {
    expect(parseRepositoryPage([complete, 'junk', { name: 'b' }])?.map((repo) => repo.name)).toEqual(['pixel-weather', 'b']);
  });

  it('rejects an answer that is not a list', () => {
    expect(parseRepositoryPage({ message: 'Not Found' })).toBeNull();
    expect(parseRepositoryPage('[]')).toBeNull();
  });
});
