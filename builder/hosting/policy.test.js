/** @jest-environment node */
const { cacheControlFor, contentSecurityPolicy, cspFor, headersFor, metaPolicy } = require('./policy');
const { inlineScriptHashes } = require('../site/inlineScripts');

const INLINE = inlineScriptHashes().join(' ');

describe('cacheControlFor', () => {
  it.each([
    ['', 'no-cache'],
    ['index.html', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['content.json', 'no-cache'],
    // The CV as JSON Resume changes with the CV under the same name.
    ['resume.json', 'no-cache'],
    ['static/js/main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['static/media/profile.1a2b3c4d.webp', 'public, max-age=31536000, immutable'],
    ['music/01 Morning Commit.mp3', 'public, max-age=3600'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('contentSecurityPolicy', () => {
  it('lists each needed origin once, by origin, and never allows inline or eval', () => {
    const csp = contentSecurityPolicy({
      remotes: ['http://localhost:8081/', 'http://localhost:8081/mf-manifest.json', 'https://music.example.dev/deep/path/'],
      connect: ['https://api.github.com', 'not a url'],
    });
    expect(csp).toContain(`script-src 'self' http://localhost:8081 https://music.example.dev ${INLINE};`);
    expect(csp).toContain("connect-src 'self' http://localhost:8081 https://music.example.dev https://api.github.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  });

  it("requires Trusted Types on every app's page, naming only the policies its code creates, never 'allow-duplicates', in the header and the meta tag alike", () => {
    const directives = (csp) => Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    const shell = directives(cspFor('shell', { remoteBases: ['https://cv.example.dev/'], githubApi: 'https://api.github.com' }));
    expect(shell['require-trusted-types-for']).toEqual(["'script'"]);
    expect(shell['trusted-types']).toEqual(['shell-webpack', 'remote_cv-webpack', 'remote_projects-webpack', 'remote_music-webpack', 'remote_writing-webpack', 'portfolio-boot', 'portfolio-script-url', 'portfolio-feed-parser']);
    expect(directives(cspFor('remote_cv', {}))['trusted-types']).toEqual(['remote_cv-webpack', 'portfolio-boot']);
    expect(directives(cspFor('remote_writing', {}))['trusted-types']).toEqual(['remote_writing-webpack', 'portfolio-boot', 'portfolio-feed-parser']);
    for (const name of ['shell', 'remote_cv', 'remote_projects', 'remote_music', 'remote_writing']) {
      const csp = cspFor(name, { githubApi: 'https://api.github.com' });
      expect(csp).not.toContain('allow-duplicates');
      expect(directives(metaPolicy(csp))['require-trusted-types-for']).toEqual(["'script'"]);
    }
    expect(contentSecurityPolicy({})).toContain("trusted-types 'none'");
  });
});

describe('headersFor', () => {
  it('puts the CSP on pages only and CORS on remotes only', () => {
    const page = headersFor({ relativePath: 'index.html', csp: "default-src 'self'", cors: false });
    expect(page['Content-Security-Policy']).toBe("default-src 'self'");
    expect(page['Access-Control-Allow-Origin']).toBeUndefined();
    expect(page['X-Content-Type-Options']).toBe('nosniff');

    const chunk = headersFor({ relativePath: 'static/js/a.1a2b3c4d.js', csp: "default-src 'self'", cors: true });
    expect(chunk['Content-Security-Policy']).toBeUndefined();
    expect(chunk['Access-Control-Allow-Origin']).toBe('*');
  });
});

describe('cacheControlFor in the one-origin site', () => {
  it.each([
    ['cv/static/js/852.fed0dd5e.chunk.js', 'public, max-age=31536000, immutable'],
    ['music/static/media/loop.1a2b3c4d.webm', 'public, max-age=31536000, immutable'],
    ['cv/mf-manifest.json', 'no-cache'],
    ['projects/remoteEntry.js', 'no-cache'],
    ['cv/', 'no-cache'],
    ['cv/resume.json', 'no-cache'],
    ['cv/content.json', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
