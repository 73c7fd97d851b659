/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { assembleSite } = require('./assembleSite');
const { remoteMapTag, replaceRemoteMap } = require('./remoteMap');
const { replaceResumeLink, resumeLinkTag } = require('../site/html');

const made = [];
/** A temporary folder, removed after the tests. */
const temporary = (prefix) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('assembleSite', () => {
  it('names the missing build instead of writing half a site', async () => {
    const distRoot = temporary('no-builds-');
    const outDir = path.join(distRoot, 'site');
    await expect(assembleSite({ distRoot, outDir })).rejects.toThrow(/shell\/index\.html is missing: run "npm run build" first/);
    expect(fs.existsSync(outDir)).toBe(false);
  });
});

describe('the remote map in the shell page', () => {
  it('is a JSON data block that no value can break out of, and is rewritten in a minified page', () => {
    const tag = remoteMapTag([{ name: 'remote_cv', entry: 'https://x.dev/</script><script>alert(1)</script>' }]);
    expect(tag).toMatch(/^<script type="application\/json" id="portfolio-remotes">\[.*\]<\/script>$/);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const minified = `<head><script type=application/json id=portfolio-remotes>[]</script></head>`;
    expect(replaceRemoteMap(minified, [{ name: 'remote_cv', entry: 'cv/mf-manifest.json' }])).toBe(
      '<head><script type="application/json" id="portfolio-remotes">[{"name":"remote_cv","entry":"cv/mf-manifest.json"}]</script></head>',
    );
    expect(() => replaceRemoteMap('<head></head>', [])).toThrow(/has no remote map/);
  });
});

describe('the resume.json link in the shell page', () => {
  it('points at the CV remote in a separate-origin build, and is rewritten to the site root in a minified page', () => {
    expect(resumeLinkTag('https://cv.example.dev/resume.json')).toBe('<link rel="alternate" type="application/json" title="JSON Resume" href="https://cv.example.dev/resume.json" />');
    const minified = '<head><link rel=manifest href=manifest.webmanifest><link rel=alternate type=application/json title="JSON Resume" href=http://localhost:8081/resume.json></head>';
    expect(replaceResumeLink(minified, 'resume.json')).toBe(
      '<head><link rel=manifest href=manifest.webmanifest><link rel="alternate" type="application/json" title="JSON Resume" href="resume.json" /></head>',
    );
    expect(() => replaceResumeLink('<head><link rel="alternate" hreflang="fr" href="/fr/"></head>', 'resume.json')).toThrow(/has no resume\.json link/);
  });
});

describe('assembleSite and resume.json', () => {
  /** The four builds, as small as assembleSite needs them. */
  function fakeBuilds({ resume = true, sharedAs = (shared) => shared, writing = false } = {}) {
    const distRoot = temporary('builds-');
    const write = (file, text) => {
      fs.mkdirSync(path.dirname(path.join(distRoot, file)), { recursive: true });
      fs.writeFileSync(path.join(distRoot, file), text);
    };
    write(
      'shell/index.html',
      `<head><meta http-equiv="Content-Security-Policy" content="x">${remoteMapTag(
        ['remote_cv', 'remote_projects', 'remote_music', ...(writing ? ['remote_writing'] : [])].map((name) => ({ name, entry: `http://localhost/${name}/mf-manifest.json` })),
      )}<link rel="alternate" type="application/json" title="JSON Resume" href="http://localhost:8081/resume.json" /></head>`,
    );
    const { version } = require('react/package.json');
    const shared = [{ name: 'react', version }, { name: 'react-dom', version: require('react-dom/package.json').version }];
    for (const app of ['remote-cv', 'remote-projects', 'remote-music', 'remote-writing']) write(`${app}/mf-manifest.json`, JSON.stringify({ shared: app === 'remote-music' ? sharedAs(shared) : shared }));
    // The app's own copies of its page, which no longer match it once the page is rewritten.
    write('shell/index.html.gz', 'stale');
    write('shell/index.html.br', 'stale');
    if (resume) {
      write('remote-cv/resume.json', '{"work": []}');
      write('remote-cv/resume.json.gz', 'gz');
    }
    return distRoot;
  }

  it.each([
    ['with a Writing page', true, ['cv', 'projects', 'music', 'writing']],
    ['without one', false, ['cv', 'projects', 'music']],
  ])('takes the remotes the shell names, %s', async (_case, writing, folders) => {
    const distRoot = fakeBuilds({ writing });
    const outDir = await assembleSite({ distRoot, outDir: path.join(distRoot, 'site'), env: {} });
    expect(['cv', 'projects', 'music', 'writing'].filter((folder) => fs.existsSync(path.join(outDir, folder, 'mf-manifest.json')))).toEqual(folders);
    const map = JSON.parse(/id="?portfolio-remotes"?>([^<]*)</.exec(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'))[1]);
    expect(map.map(({ entry }) => entry)).toEqual(folders.map((folder) => `${folder}/mf-manifest.json`));
  });

  it('copies the CV remote’s resume.json to the site root and links the page to it there', async () => {
    const distRoot = fakeBuilds();
    const outDir = await assembleSite({ distRoot, outDir: path.join(distRoot, 'site'), env: {} });
    expect(fs.readFileSync(path.join(outDir, 'resume.json'), 'utf8')).toBe('{"work": []}');
    expect(fs.readFileSync(path.join(outDir, 'resume.json.gz'), 'utf8')).toBe('gz');
    expect(fs.existsSync(path.join(outDir, 'resume.json.br'))).toBe(false);
    expect(fs.existsSync(path.join(outDir, 'cv', 'resume.json'))).toBe(true);
    const page = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(page).toContain('<link rel="alternate" type="application/json" title="JSON Resume" href="resume.json" />');
    expect(page).not.toContain('localhost:8081');
    // Under 1 KB, the rewritten page is not worth compressed copies: the app's stale ones are gone.
    expect(fs.existsSync(path.join(outDir, 'index.html.gz'))).toBe(false);
    expect(fs.existsSync(path.join(outDir, 'index.html.br'))).toBe(false);
    expect(fs.readFileSync(path.join(outDir, '_headers'), 'utf8')).toMatch(/^\/resume\.json\n {2}Cache-Control: no-cache$/m);
  });

  it("refuses a remote built with another React than the shell's, naming it and both versions", async () => {
    const { version } = require('react/package.json');
    const distRoot = fakeBuilds({ sharedAs: (shared) => shared.map((entry) => (entry.name === 'react' ? { ...entry, version: '18.3.1' } : entry)) });
    await expect(assembleSite({ distRoot, outDir: path.join(distRoot, 'site'), env: {} })).rejects.toThrow(
      `music/mf-manifest.json shares react 18.3.1, but the shell provides react ${version}`,
    );
  });

  it('says so when the CV remote’s build has no resume.json', async () => {
    const distRoot = fakeBuilds({ resume: false });
    await expect(assembleSite({ distRoot, outDir: path.join(distRoot, 'site'), env: {} })).rejects.toThrow(/cv\/resume\.json is missing from the CV remote's build: rebuild it/);
  });
});
