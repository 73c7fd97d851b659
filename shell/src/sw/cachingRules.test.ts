import { cacheRuleFor, CACHES } from './cachingRules';

const GITHUB = 'https://api.github.com';
const rule = (url: string, init: { method?: string; mode?: string } = {}) => cacheRuleFor({ method: init.method ?? 'GET', url, mode: init.mode ?? 'cors' }, [GITHUB]);

describe('which strategy each kind of file gets', () => {
  it.each([
    // One origin (site/ under a sub-path) and separate origins alike.
    ['https://ana.example/portfolio/cv/mf-manifest.json', 'network-first'],
    ['http://localhost:8081/mf-manifest.json', 'network-first'],
    ['https://music.example.dev/remoteEntry.js', 'network-first'],
    ['https://ana.example/portfolio/cv/content.json', 'network-first'],
    ['https://ana.example/portfolio/music/music/playlist.json', 'network-first'],
    // A returning visitor with every server down still gets the list (issue 23).
    ['https://ana.example/portfolio/projects/projects-snapshot.json', 'network-first'],
    ['http://localhost:8082/projects-snapshot.json', 'network-first'],
    ['https://ana.example/portfolio/writing/writing-snapshot.json', 'network-first'],
    ['https://ana.example/portfolio/writing/covers/0123456789abcdef.webp', 'media'],
    ['https://ana.example/portfolio/static/js/main.1a2b3c4d.js', 'cache-first'],
    ['http://localhost:8082/static/js/412.9f8e7d6c.chunk.js', 'cache-first'],
    ['http://localhost:8081/static/css/main.0badf00d.css', 'cache-first'],
    ['http://localhost:8081/static/media/cv.12ab34cd.tex', 'stale-while-revalidate'],
    ['https://ana.example/static/media/profile-480.deadbeef.avif', 'media'],
    ['http://localhost:8081/static/media/experience.5a5a5a5a.webm', 'media'],
    ['http://localhost:8083/music/01%20Morning%20Commit.mp3', 'media'],
  ])('%s → %s', (url, strategy) => {
    expect(rule(url)?.strategy).toBe(strategy);
  });

  it('a page load goes to the network first, with the precached shell as the fallback', () => {
    expect(rule('https://ana.example/portfolio/', { mode: 'navigate' })).toEqual({ strategy: 'page', cacheName: CACHES.pages });
  });

  it('never caches the GitHub API: the page’s own ETag cache owns it', () => {
    expect(rule('https://api.github.com/users/ana/repos?per_page=100&sort=pushed')).toBeNull();
  });

  it('leaves alone what is not a GET, and files that are neither hashed nor entries', () => {
    expect(rule('https://ana.example/api/vitals', { method: 'POST' })).toBeNull();
    expect(rule('https://ana.example/static/js/start.js')).toBeNull();
    expect(rule('https://ana.example/robots.txt')).toBeNull();
    expect(rule('chrome-extension://abc/script.js')).toBeNull();
  });

  it('entries wait a short time for the network before the cache answers', () => {
    expect(rule('http://localhost:8081/mf-manifest.json')).toMatchObject({ timeoutSeconds: 3 });
  });
});
