/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT } = require('../apps');
const { LiveContent, afterSave } = require('./liveContent');

const content = fs.mkdtempSync(path.join(os.tmpdir(), 'live-content-'));
const SITE = path.join(content, 'site.json');
const saved = process.env.CONTENT_DIR;
let text;

beforeAll(() => {
  fs.cpSync(path.join(ROOT, 'examples', 'cv', 'jakes'), content, { recursive: true });
  process.env.CONTENT_DIR = content;
  text = fs.readFileSync(SITE, 'utf8');
});
afterEach(() => fs.writeFileSync(SITE, text));
afterAll(() => {
  if (saved === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = saved;
  fs.rmSync(content, { recursive: true, force: true });
});

const withSite = (current, site) => ({ ...current, site: { ...current.site, ...site } });

describe('afterSave', () => {
  const { current } = new LiveContent({ app: 'shell' });
  const intro = withSite(current, { owner: { ...current.site.owner, intro: 'A new intro.' } });
  const theme = withSite(current, { theme: { ...current.site.theme, accent: '#123456' } });
  const broken = new Error('content/site.json: field "owner.name"');

  it("builds an app again when the part it uses changed, and not when only another app's did", () => {
    expect(afterSave('shell', { current, problem: null }, { content: intro })).toEqual({ build: true, content: intro, problem: null });
    expect(afterSave('remote_cv', { current, problem: null }, { content: intro })).toEqual({ build: false, problem: null });
    expect(afterSave('remote_cv', { current, problem: null }, { content: theme })).toEqual({ build: true, content: theme, problem: null });
  });

  it("makes a rejected save every app's problem, and its fix every app's build, keeping the last good content", () => {
    expect(afterSave('remote_music', { current, problem: null }, { error: broken })).toEqual({ build: true, problem: broken });
    expect(afterSave('remote_music', { current, problem: broken }, { content: current })).toEqual({ build: true, problem: null });
    expect(afterSave('remote_music', { current, problem: broken }, { content: intro })).toEqual({ build: true, problem: null });
  });
});

/** The plugin on a stand-in compiler: `build()` runs the hook a build runs; `invalidated()` resolves when it asks for one. */
function compilerFor(live) {
  let hook;
  let closeWatcher;
  let invalidate = () => {};
  const compiler = {
    hooks: { thisCompilation: { tap: (_name, fn) => (hook = fn) }, watchClose: { tap: (_name, fn) => (closeWatcher = fn) } },
    watching: { invalidate: () => invalidate() },
  };
  live.plugin().apply(compiler);
  return {
    build() {
      const compilation = { errors: [] };
      hook(compilation);
      return compilation;
    },
    invalidated: () => new Promise((resolve) => (invalidate = resolve)),
    close: () => closeWatcher(),
  };
}

/** Saves site.json with `edit` applied, after the watcher has settled on the file as it is. */
async function save(edit) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  fs.writeFileSync(SITE, edit(text));
}

it('reads the content again on a save of what the app uses, and builds it in', async () => {
  const live = new LiveContent({ app: 'remote_cv' });
  const compiler = compilerFor(live);
  const derived = live.derive((current) => current.site.owner.jobTitle);
  const { jobTitle } = JSON.parse(text).owner;
  const invalidated = compiler.invalidated();
  await save((site) => site.replace(`"jobTitle": "${jobTitle}"`, '"jobTitle": "Chief Tinkerer"'));
  await invalidated;
  expect(live.saved).toBe(true);
  expect(compiler.build().errors).toEqual([]);
  expect(live.saved).toBe(false);
  expect(derived()).toBe('Chief Tinkerer');
  expect(live.used.site.owner).toEqual({ name: JSON.parse(text).owner.name, jobTitle: 'Chief Tinkerer' });
  compiler.close();
});

it('starts no build for a save of what the app does not use', async () => {
  const live = new LiveContent({ app: 'remote_cv' });
  const compiler = compilerFor(live);
  const invalidate = jest.fn();
  compiler.invalidated().then(invalidate);
  const { intro } = JSON.parse(text).owner;
  await save((site) => site.replace(intro, 'A new intro.'));
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(invalidate).not.toHaveBeenCalled();
  expect(live.saved).toBe(false);
  compiler.close();
});

it('makes a rejected save a build error at its file and line, and keeps the last good content', async () => {
  const live = new LiveContent({ app: 'remote_projects' });
  const compiler = compilerFor(live);
  const line = text.split('\n').findIndex((row) => row.includes('"jobTitle"')) + 1;
  const invalidated = compiler.invalidated();
  await save((site) => site.replace(/"jobTitle": "[^"]*"/, '"jobTitle": ""'));
  await invalidated;
  const [error] = compiler.build().errors;
  expect(error.message).toContain('field "owner.jobTitle"');
  expect(error.file).toBe(SITE);
  expect(error.loc).toEqual({ start: { line } });
  expect(live.current.site.owner.jobTitle).toBe(JSON.parse(text).owner.jobTitle);
  expect(live.version).toBe(0);
  // A code edit's build while the save is broken still shows it.
  expect(compiler.build().errors).toEqual([error]);
  const fixed = compiler.invalidated();
  await save((site) => site);
  await fixed;
  expect(compiler.build().errors).toEqual([]);
  compiler.close();
});
