/** @jest-environment node */
const { cacheControlFor, contentSecurityPolicy, headersFor } = require('./policy');
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
