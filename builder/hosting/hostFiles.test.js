/** @jest-environment node */
const { cspMetaTag, headersFile, nginxConf } = require('./hostFiles');
const { cspFor, CACHE } = require('./policy');
const { inlineScriptHashes } = require('../site/inlineScripts');

const INLINE = inlineScriptHashes().join(' ');

const siteCsp = cspFor('shell', { githubApi: 'https://api.github.com', vitalsEndpoint: '/api/vitals' });
const SITE = { csp: siteCsp, cors: false, folders: ['', 'cv/', 'projects/', 'music/'] };

describe('cspFor', () => {
  it('one origin: the shell lists no remote origin, only the GitHub API it calls', () => {
    expect(siteCsp).toContain(`script-src 'self' ${INLINE};`);
    expect(siteCsp).toContain("connect-src 'self' https://api.github.com;");
  });

  it('separate origins: exactly the configured remotes, and a vitals endpoint only when it is elsewhere', () => {
    const csp = cspFor('shell', {
      remoteBases: ['https://cv.example.dev/', 'https://projects.example.dev/', 'https://music.example.dev/app/'],
      githubApi: 'https://api.github.com',
      vitalsEndpoint: 'https://vitals.example.dev/beacon',
    });
    expect(csp).toContain(`script-src 'self' https://cv.example.dev https://projects.example.dev https://music.example.dev ${INLINE};`);
    expect(csp).toContain('https://api.github.com https://vitals.example.dev;');
  });

  it('names the owner’s feed, when the Writing page reads it live, only for the pages the Writing page runs in', () => {
    const liveFeed = 'https://blog.example/feed.xml';
    const connect = (name) => cspFor(name, { githubApi: 'https://api.github.com', liveFeed }).match(/connect-src [^;]*/)?.[0];
    expect(connect('shell')).toBe("connect-src 'self' https://api.github.com https://blog.example");
    expect(connect('remote_writing')).toBe("connect-src 'self' https://blog.example");
    expect(connect('remote_cv')).toBe("connect-src 'self'");
    expect(cspFor('remote_writing', { githubApi: 'https://api.github.com' })).toContain("connect-src 'self';");
  });

  it("names the analytics provider's origin, and nothing more of it, in the shell's connect-src only", () => {
    const connect = (name) => cspFor(name, { githubApi: 'https://api.github.com', analyticsHost: 'https://stats.example.dev/matomo' }).match(/connect-src [^;]*/)?.[0];
    expect(connect('shell')).toBe("connect-src 'self' https://api.github.com https://stats.example.dev");
    expect(connect('remote_cv')).toBe("connect-src 'self'");
    // No script of the provider, ever.
    expect(cspFor('shell', { analyticsHost: 'https://stats.example.dev' })).toMatch(/script-src 'self' [^;]*;/);
    expect(cspFor('shell', { analyticsHost: 'https://stats.example.dev' }).match(/script-src [^;]*/)?.[0]).not.toContain('stats.example.dev');
  });

  it('a remote page fetches the GitHub API only when it is the projects remote', () => {
    expect(cspFor('remote_cv', { githubApi: 'https://api.github.com' })).toContain("connect-src 'self';");
    expect(cspFor('remote_projects', { githubApi: 'https://api.github.com' })).toContain("connect-src 'self' https://api.github.com;");
  });
});

describe('headersFile', () => {
  const text = headersFile(SITE);
  const blocks = new Map(
    text
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n')
      .split(/\n(?=\/)/)
      .map((block) => {
        const [pattern, ...lines] = block.trim().split('\n');
        return [pattern, Object.fromEntries(lines.map((line) => line.trim().split(/: (.*)/s).slice(0, 2)))];
      }),
  );

  it('sends the security headers and the CSP on every path', () => {
    expect(blocks.get('/*')).toMatchObject({
      'Content-Security-Policy': siteCsp,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
    expect(blocks.get('/*')['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('caches hashed files for good and revalidates the files that name them, in every folder, one rule each', () => {
    expect(blocks.get('/static/*')).toEqual({ 'Cache-Control': CACHE.immutable });
    expect(blocks.get('/music/static/*')).toEqual({ 'Cache-Control': CACHE.immutable });
    expect(blocks.get('/')).toEqual({ 'Cache-Control': 'no-cache' });
    expect(blocks.get('/cv/mf-manifest.json')).toEqual({ 'Cache-Control': 'no-cache' });
    expect(blocks.get('/projects/remoteEntry.js')).toEqual({ 'Cache-Control': 'no-cache' });
    expect(text.match(/^\/\*$/gm)).toHaveLength(1);
  });

  it("revalidates the owner's posts' and pages' documents, like every page", () => {
    const withDocuments = headersFile({ ...SITE, documents: ['posts/*', 'now/'] });
    expect(withDocuments).toMatch(/^\/posts\/\*\n {2}Cache-Control: no-cache$/m);
    expect(withDocuments).toMatch(/^\/now\/\n {2}Cache-Control: no-cache$/m);
  });

  it('a remote dist answers cross-origin requests', () => {
    expect(headersFile({ csp: "default-src 'self'", cors: true, folders: [''] })).toContain('Access-Control-Allow-Origin: *');
  });
});

describe('nginxConf', () => {
  const conf = nginxConf(SITE);

  it('is one server block that serves the .gz copies', () => {
    expect(conf.match(/^server \{$/gm)).toHaveLength(1);
    expect(conf).toContain('gzip_static on;');
  });

  it('answers a vitals endpoint on the site itself, and only then', () => {
    expect(nginxConf({ ...SITE, vitalsPath: '/api/vitals' })).toMatch(/location = \/api\/vitals \{\n\s+return 204;/);
    expect(conf).not.toContain('return 204');
  });

  it('repeats every header in each location (nginx drops inherited add_header lines)', () => {
    const locations = conf.split(/\n {2}location /).slice(1);
    expect(locations).toHaveLength(3);
    for (const location of locations) {
      expect(location).toContain('add_header X-Frame-Options "DENY" always;');
      expect(location).toContain(`add_header Content-Security-Policy "${siteCsp}" always;`);
    }
    expect(locations[0]).toMatch(/^~ "\^\/\(\(cv\|projects\|music\)\/\)\?static\/"/);
    expect(locations[0]).toContain(`Cache-Control "${CACHE.immutable}"`);
    expect(locations[1]).toContain('Cache-Control "no-cache"');
  });
});

describe('cspMetaTag', () => {
  it('carries the policy without frame-ancestors, which a meta tag cannot set', () => {
    const tag = cspMetaTag(siteCsp);
    expect(siteCsp).toContain("frame-ancestors 'none'");
    expect(tag).not.toContain('frame-ancestors');
    expect(tag).toMatch(/^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; .*object-src 'none'.*" \/>$/);
  });
});
