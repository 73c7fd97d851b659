/** @jest-environment node */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { composeParts, ownMenu, siteParts } = require('./parts');
const { cspFor } = require('../hosting/policy');

const manifestOf = (name, { exposes = ['./Page'], publicPath = 'auto' } = {}) => ({
  id: name,
  name,
  metaData: { name, globalName: name, publicPath, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: exposes.map((expose) => ({ path: expose, name: expose.slice(2), assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } })),
});

let server;
let base;
const answers = new Map();
const asked = [];

beforeAll(async () => {
  // Where builds keep the last read of each manifest: this file's own.
  process.env.PARTS_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-cache-'));
  server = http.createServer((request, response) => {
    asked.push(request.url);
    const answer = answers.get(request.url);
    if (!answer) return response.writeHead(503).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const site = (parts) => ({ language: 'en', parts });

describe('composeParts', () => {
  it("names each deployed part in the remote map with what its page must admit: its files' origin and its runtime's Trusted Types policy", async () => {
    answers.set('/lab/mf-manifest.json', manifestOf('lab', { publicPath: 'https://cdn.lab.example.dev/lab/' }));
    const { remotes, files, errors, warnings } = await composeParts(siteParts(site([{ title: 'Lab', manifest: `${base}/lab/mf-manifest.json` }])));
    expect({ errors, warnings, files }).toEqual({ errors: [], warnings: [], files: [] });
    expect(remotes).toEqual([{ name: 'part_lab', entry: `${base}/lab/mf-manifest.json`, origins: ['https://cdn.lab.example.dev'], policy: 'lab-webpack' }]);
    // The shell's CSP admits exactly those, and its own policies stay.
    const csp = cspFor('shell', { githubApi: 'https://api.github.com', parts: remotes });
    expect(csp).toMatch(new RegExp(`script-src 'self' ${base} https://cdn.lab.example.dev`));
    expect(csp).toMatch(/trusted-types [^;]*shell-webpack[^;]* lab-webpack$/);
    expect(cspFor('shell', { githubApi: 'https://api.github.com' })).not.toMatch(/lab/);
  });

  it('stops the build on a manifest that exposes no page, naming the part and what it exposes', async () => {
    answers.set('/widgets/mf-manifest.json', manifestOf('widgets', { exposes: ['./Button'] }));
    const { errors } = await composeParts(siteParts(site([{ title: 'Widgets', manifest: `${base}/widgets/mf-manifest.json` }])));
    expect(errors.map((error) => error.message)).toEqual([`the part "Widgets" (${base}/widgets/mf-manifest.json): it exposes no page: a part exposes "./Page" (its src/Page.tsx); it exposes ./Button`]);
  });

  it('keeps a part whose manifest cannot be fetched, with a warning: its menu entry stays and its page offers Retry', async () => {
    const { remotes, errors, warnings } = await composeParts(siteParts(site([{ title: 'Lab', manifest: `${base}/down/mf-manifest.json` }])));
    expect(errors).toEqual([]);
    expect(warnings.map((warning) => warning.message)).toEqual([expect.stringContaining(`the part "Lab" (${base}/down/mf-manifest.json): its manifest could not be fetched (HTTP 503); its menu entry stays`)]);
    expect(remotes).toEqual([{ name: 'part_lab', entry: `${base}/down/mf-manifest.json` }]);
  });

  it("copies a part built beside the site into the shell's parts/<name>/, served from the site's own origin, without its own page", async () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-content-'));
    const dist = path.join(content, '..', path.basename(content) + '-lab-dist');
    fs.mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifestOf('lab')));
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var lab;');
    fs.writeFileSync(path.join(dist, 'static', 'js', 'page.1234.js'), 'page');
    // Its standalone page stays behind: in the site, the site's pages show it.
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script>start()</script>');
    const previous = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = content;
    try {
      const parts = siteParts(site([{ title: 'Lab', from: `../${path.basename(dist)}` }, { title: 'Empty', from: '../nowhere' }]));
      const { remotes, files, errors } = await composeParts(parts);
      expect(remotes[0]).toEqual({ name: 'part_lab', entry: 'parts/lab/mf-manifest.json', origins: [], policy: 'lab-webpack' });
      expect(files.map(({ file }) => file).sort()).toEqual(['parts/lab/mf-manifest.json', 'parts/lab/remoteEntry.js', 'parts/lab/static/js/page.1234.js']);
      expect(errors.map((error) => error.message)).toEqual([expect.stringMatching(/^the part "Empty" \(.*nowhere\): its folder has no mf-manifest.json: build the part \(npm run build in its repository\) first$/)]);
      // Same origin: the CSP names no other host for it.
      expect(cspFor('shell', { githubApi: 'https://api.github.com', parts: remotes })).toMatch(/script-src 'self' 'sha256/);
    } finally {
      if (previous === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = previous;
    }
  });
});

it('stops the build on two parts whose containers have one name: the second would run the first one’s code', async () => {
  answers.set('/one/mf-manifest.json', manifestOf('lab'));
  answers.set('/two/mf-manifest.json', manifestOf('lab'));
  const { errors } = await composeParts(siteParts(site([{ title: 'One', manifest: `${base}/one/mf-manifest.json` }, { title: 'Two', manifest: `${base}/two/mf-manifest.json` }])));
  expect(errors.map((error) => error.message)).toEqual([`the part "Two" (${base}/two/mf-manifest.json): its container is named "lab", as the part "One" (${base}/one/mf-manifest.json)'s is: two parts on one page need containers of their own names (ModuleFederationPlugin's "name")`]);
});

it('asks each host once per process: `npm start` builds again on every save, and a host that is down is asked again a minute later, not at each save', async () => {
  answers.set('/once/mf-manifest.json', manifestOf('once'));
  const parts = siteParts(site([{ title: 'Once', manifest: `${base}/once/mf-manifest.json` }, { title: 'Later', manifest: `${base}/later/mf-manifest.json` }]));
  const first = await composeParts(parts);
  const second = await composeParts(parts);
  expect(second).toEqual(first);
  expect(asked.filter((url) => url === '/once/mf-manifest.json' || url === '/later/mf-manifest.json')).toEqual(['/once/mf-manifest.json', '/later/mf-manifest.json']);
});

it('admits, while a part’s host is away, what its manifest said when a build last read it, and says so', async () => {
  answers.set('/flaky/mf-manifest.json', manifestOf('flaky', { publicPath: 'https://cdn.flaky.example.dev/' }));
  const parts = siteParts(site([{ title: 'Flaky', manifest: `${base}/flaky/mf-manifest.json` }]));
  const online = await composeParts(parts);
  answers.delete('/flaky/mf-manifest.json');
  // The next build is another process: it asks the host again, and the host is gone.
  let next;
  jest.isolateModules(() => {
    next = require('./parts');
  });
  const offline = await next.composeParts(parts);
  expect(offline.remotes).toEqual(online.remotes);
  expect(offline.remotes[0]).toMatchObject({ policy: 'flaky-webpack', origins: ['https://cdn.flaky.example.dev'] });
  expect(offline.warnings.map((warning) => warning.message)).toEqual([
    expect.stringMatching(/^the part "Flaky" \(.*\): its manifest could not be fetched \(HTTP 503\); the site admits what it said when a build last read it \(\d{4}-\d\d-\d\d\)$/),
  ]);
});

it("stops the build on a part named as one of the owner's pages", async () => {
  const { errors } = await composeParts(siteParts(site([{ title: 'Now', manifest: `${base}/down/mf-manifest.json` }])), { pageNames: ['now'] });
  expect(errors.map((error) => error.message)).toEqual([`the part "Now" (${base}/down/mf-manifest.json): its name "now" is one of your pages' (content/pages/): give the part another "name" in content/site.json`]);
});

describe('ownMenu', () => {
  it("puts the owner's pages and parts together by order (without one: last), pages first at the same order, each part titled in the language", () => {
    const pages = [
      { name: 'now', title: 'Now', order: 1 },
      { name: 'uses', title: 'Uses' },
    ];
    const parts = siteParts(site([{ title: 'Lab', titles: { fr: 'Labo' }, order: 1 }, { title: 'Synth', order: 0 }, { title: 'Game' }].map((part) => ({ ...part, manifest: 'https://x.example.dev/mf-manifest.json' }))));
    expect(ownMenu(pages, parts, 'fr')).toEqual([
      { name: 'synth', title: 'Synth', place: 'part:synth', module: 'part_synth/Page' },
      { name: 'now', title: 'Now', place: 'page:now', module: 'remote_writing/OwnPage' },
      { name: 'lab', title: 'Labo', place: 'part:lab', module: 'part_lab/Page' },
      { name: 'uses', title: 'Uses', place: 'page:uses', module: 'remote_writing/OwnPage' },
      { name: 'game', title: 'Game', place: 'part:game', module: 'part_game/Page' },
    ]);
  });
});
