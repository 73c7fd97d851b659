import fc from 'fast-check';
import { safeWebUrl } from '@portfolio/shared/src/content/webUrl';
import { deploymentURL, isShown, shownProjects, sortByLastUpdated, toProjectItem } from './projects';
import type { GitHubConfig, Repository } from './types';

const config: GitHubConfig = {
  user: 'mira-kestrel-example',
  api: 'https://api.github.com',
  pagesHost: 'https://mira-kestrel-example.github.io',
  excludeFromDeployment: ['latex-cv-website'],
};

function repo(fields: Partial<Repository> & { name: string }): Repository {
  return { description: null, htmlUrl: null, language: null, pushedAt: null, hasPages: false, ...fields };
}

describe('safeWebUrl', () => {
  it('keeps http and https URLs', () => {
    expect(safeWebUrl('https://github.com/u/r')).toBe('https://github.com/u/r');
    expect(safeWebUrl('http://example.com')).toBe('http://example.com/');
  });

  it('refuses every other scheme and non-URLs', () => {
    for (const value of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.test', 'not a url', '', null]) {
      expect(safeWebUrl(value)).toBeNull();
    }
  });
});

describe('deploymentURL', () => {
  it('is the pages host plus "/" plus the name when the repository has pages', () => {
    expect(deploymentURL({ name: 'pixel-weather', hasPages: true }, config)).toBe('https://mira-kestrel-example.github.io/pixel-weather');
  });

  it('is null without pages', () => {
    expect(deploymentURL({ name: 'pixel-weather', hasPages: false }, config)).toBeNull();
  });

  it('is null for an excluded name', () => {
    expect(deploymentURL({ name: 'latex-cv-website', hasPages: true }, config)).toBeNull();
    expect(deploymentURL({ name: 'other', hasPages: true }, { ...config, excludeFromDeployment: ['other'] })).toBeNull();
  });

  it('sends the user-site repository to the pages host root, whatever its case', () => {
    expect(deploymentURL({ name: 'mira-kestrel-example.github.io', hasPages: true }, config)).toBe('https://mira-kestrel-example.github.io/');
    expect(deploymentURL({ name: 'Mira-Kestrel-Example.github.io', hasPages: true }, config)).toBe('https://mira-kestrel-example.github.io/');
  });

  it('uses a custom pages host', () => {
    expect(deploymentURL({ name: 'app', hasPages: true }, { ...config, pagesHost: 'https://mira.dev' })).toBe('https://mira.dev/app');
  });
});

describe('toProjectItem', () => {
  it('maps a repository to a project item', () => {
    const item = toProjectItem(
      repo({
        name: 'pixel-weather',
        description: 'Offline!',
        htmlUrl: 'https://github.com/u/pixel-weather',
        language: 'TypeScript',
        pushedAt: '2026-06-30T12:00:00.000Z',
        hasPages: true,
      }),
      config,
    );
    expect(item).toEqual({
      name: 'pixel-weather',
      description: 'Offline!',
      url: 'https://github.com/u/pixel-weather',
      language: 'TypeScript',
      lastUpdated: '2026-06-30T12:00:00.000Z',
      deploymentURL: 'https://mira-kestrel-example.github.io/pixel-weather',
    });
  });

  it('never keeps a non-http repository URL', () => {
    expect(toProjectItem(repo({ name: 'x', htmlUrl: 'javascript:alert(1)' }), config).url).toBeNull();
  });
});

describe('isShown', () => {
  it('shows only descriptions that contain "!"', () => {
    expect(isShown({ description: 'Great!' })).toBe(true);
    expect(isShown({ description: '!' })).toBe(true);
    expect(isShown({ description: 'Calm.' })).toBe(false);
    expect(isShown({ description: null })).toBe(false);
  });
});

describe('sortByLastUpdated', () => {
  it('puts the newest push first and missing times last, keeping their order', () => {
    const items = [
      { name: 'none-1', lastUpdated: null },
      { name: 'old', lastUpdated: '2020-01-01T00:00:00Z' },
      { name: 'new', lastUpdated: '2026-01-01T00:00:00Z' },
      { name: 'none-2', lastUpdated: null },
      { name: 'mid', lastUpdated: '2023-05-05T00:00:00Z' },
    ];
    expect(sortByLastUpdated(items).map((item) => item.name)).toEqual(['new', 'mid', 'old', 'none-1', 'none-2']);
  });

  it('does not change its input', () => {
    const items = [{ lastUpdated: '2020-01-01T00:00:00Z' }, { lastUpdated: '2026-01-01T00:00:00Z' }];
    sortByLastUpdated(items);
    expect(items[0]?.lastUpdated).toBe('2020-01-01T00:00:00Z');
  });

  it('always yields non-increasing times followed by the missing ones', () => {
    const time = fc.option(fc.integer({ min: 0, max: 4_000_000_000_000 }).map((ms) => new Date(ms).toISOString()), { nil: null });
    fc.assert(
      fc.property(fc.array(fc.record({ lastUpdated: time })), (items) => {
        const times = sortByLastUpdated(items).map((item) => (item.lastUpdated ? Date.parse(item.lastUpdated) : null));
        const firstMissing = times.indexOf(null);
        const dated = firstMissing === -1 ? times : times.slice(0, firstMissing);
        expect(times.slice(dated.length).every((t) => t === null)).toBe(true);
        for (let i = 1; i < dated.length; i += 1) expect(dated[i]!).toBeLessThanOrEqual(dated[i - 1]!);
      }),
    );
  });
});

describe('shownProjects', () => {
  it('maps, filters and sorts', () => {
    const repos = [
      repo({ name: 'hidden', description: 'No bang.', pushedAt: '2026-03-01T00:00:00.000Z' }),
      repo({ name: 'older', description: 'Old!', pushedAt: '2024-01-01T00:00:00.000Z' }),
      repo({ name: 'undated', description: 'When!' }),
      repo({ name: 'newer', description: 'New!', pushedAt: '2026-01-01T00:00:00.000Z' }),
      repo({ name: 'empty', description: null, pushedAt: '2026-04-01T00:00:00.000Z' }),
    ];
    expect(shownProjects(repos, config).map((item) => item.name)).toEqual(['newer', 'older', 'undated']);
  });
});
