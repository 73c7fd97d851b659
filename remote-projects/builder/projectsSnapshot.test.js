/** @jest-environment node */
const fs = require('node:fs');
const { jiti } = require('../../tools/jiti');
const { readContent } = require('../../builder/content');
const { pageContentOf } = require('../../builder/pageContent');
const { projectsContent } = require('./githubConfig');
const { fixtureSnapshot, FIXTURE_FILE } = require('../../tools/fake-github/fixtureSnapshot');
const { start, USER } = require('../../tools/fake-github/server');
const { takeSnapshot, SAMPLE_FILE } = require('./projectsSnapshot');

// Built at run time so that no token-shaped literal is ever committed.
const TOKEN = ['gh', 'p_', 'buildTimeOnlyTestToken0123456789'].join('');
const config = (api, user = USER) => ({
  user,
  api,
  pagesHost: `https://${user}.github.io`,
  excludeFromDeployment: ['latex-cv-website'],
});

let github;
beforeAll(async () => {
  github = await start({ port: 0 });
});
afterAll(() => github.close());

const sample = () => JSON.parse(fs.readFileSync(SAMPLE_FILE, 'utf8'));

describe('the committed snapshots', () => {
  it('the browser tests\' one is what the fake GitHub fixtures give (regenerate with `npm run fixtures`)', () => {
    expect(JSON.parse(fs.readFileSync(FIXTURE_FILE, 'utf8'))).toEqual(fixtureSnapshot());
  });

  it('the sample owner\'s one is a credible portfolio, with none of the test fixtures in it', () => {
    const { parseSnapshot } = jiti('./remote-projects/src/github/snapshot.ts');
    const { items } = sample();
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(parseSnapshot(sample())).not.toBeNull();
    const fixtureNames = new Set(fixtureSnapshot().items.map((item) => item.name));
    for (const item of items) {
      expect(item.description).toContain('!');
      expect(item.description).not.toMatch(/[<>]/);
      expect(item.name).not.toMatch(/^sample-repo-/);
      if (item.name !== 'latex-cv-website' && item.name !== `${USER}.github.io`) expect(fixtureNames.has(item.name)).toBe(false);
    }
    const pushed = items.map((item) => Date.parse(item.lastUpdated));
    expect(pushed).toEqual([...pushed].sort((a, b) => b - a));
  });
});

describe('takeSnapshot', () => {
  it('fetches every page with the build token and keeps the token out of the snapshot', async () => {
    const log = jest.fn();
    const { snapshot, source } = await takeSnapshot({ config: config(github.url), token: TOKEN, log });
    expect(source).toBe('live');
    expect(github.requests.map((r) => [r.page, r.authorization])).toEqual([
      [1, `Bearer ${TOKEN}`],
      [2, `Bearer ${TOKEN}`],
    ]);
    expect(snapshot.items).toEqual(fixtureSnapshot().items);
    expect(Date.parse(snapshot.takenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(snapshot)).not.toContain(TOKEN);
    expect(log.mock.calls.join('\n')).not.toContain(TOKEN);
  });

  it('falls back to the committed sample without network, quickly, and says so', async () => {
    const closed = await start({ port: 0 });
    await closed.close();
    const log = jest.fn();
    const started = Date.now();
    const { snapshot, source } = await takeSnapshot({ config: config(closed.url), log });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(source).toBe('sample');
    expect(snapshot).toEqual({ takenAt: sample().takenAt, items: sample().items });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('using the committed sample snapshot'));
  });

  it('falls back to the sample when GitHub rate-limits the build', async () => {
    github.setMode('rate-limit');
    try {
      const log = jest.fn();
      const { source } = await takeSnapshot({ config: config(github.url), log });
      expect(source).toBe('sample');
      expect(log).toHaveBeenCalledWith(expect.stringContaining('rate-limited'));
    } finally {
      github.setMode('normal');
    }
  });

  it("never ships the sample's projects for another owner", async () => {
    github.setMode('500');
    try {
      const { snapshot, source } = await takeSnapshot({ config: config(github.url, 'someone-else'), log: jest.fn() });
      expect(source).toBe('none');
      expect(snapshot).toBeNull();
    } finally {
      github.setMode('normal');
    }
  });
});

describe('the projects remote build config', () => {
  it('puts the GitHub config in its content.json, and GITHUB_TOKEN nowhere', () => {
    const saved = { ...process.env };
    Object.assign(process.env, { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: 'http://localhost:8090' });
    try {
      const createWebpackConfig = require('../webpack.config.js');
      const webpackConfig = createWebpackConfig({}, { mode: 'production' });
      const define = webpackConfig.plugins.find((plugin) => plugin.constructor.name === 'DefinePlugin');
      const content = projectsContent(readContent()).data;
      expect(content.github).toMatchObject({ api: 'http://localhost:8090', user: USER });
      expect(JSON.stringify(pageContentOf('remote_projects', readContent()))).not.toContain(TOKEN);
      expect(JSON.stringify(content)).not.toContain(TOKEN);
      expect(JSON.stringify(define.definitions)).not.toContain(TOKEN);
    } finally {
      process.env = saved;
    }
  });
});
