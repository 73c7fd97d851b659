const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT } = require('../apps');
const { LiveContent } = require('./liveContent');

const content = fs.mkdtempSync(path.join(os.tmpdir(), 'live-content-'));
const SITE = path.join(content, 'site.json');
const saved = process.env.CONTENT_DIR;

beforeAll(() => {
  fs.cpSync(path.join(ROOT, 'examples', 'cv', 'jakes'), content, { recursive: true });
  process.env.CONTENT_DIR = content;
});
afterAll(() => {
  if (saved === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = saved;
  fs.rmSync(content, { recursive: true, force: true });
});

/** The plugin's build hook, and a way to run one build through it. */
function compilerFor(live) {
  let hook;
  const compiler = { hooks: { thisCompilation: { tap: (_name, fn) => (hook = fn) } } };
  live.plugin().apply(compiler);
  return () => {
    const compilation = { fileDependencies: new Set(), errors: [] };
    hook(compilation);
    // What webpack's watcher says for the builds after the first: site.json was saved.
    compiler.modifiedFiles = new Set([SITE]);
    return compilation;
  };
}

it('reads the content again for each build, watching the files every app reads', () => {
  const live = new LiveContent({ live: true });
  const build = compilerFor(live);
  expect([...build().fileDependencies]).toContain(SITE);
  const text = fs.readFileSync(SITE, 'utf8');
  const { owner } = JSON.parse(text);
  fs.writeFileSync(SITE, text.replace(owner.intro, 'A new intro.'));
  const derived = live.derive((current) => current.site.owner.intro);
  expect(build().errors).toEqual([]);
  expect(derived()).toBe('A new intro.');
  expect(live.version).toBe(1);
  fs.writeFileSync(SITE, text);
});

it('makes a rejected save a build error at its file and line, and keeps the last good content', () => {
  const live = new LiveContent({ live: true });
  const build = compilerFor(live);
  build();
  const text = fs.readFileSync(SITE, 'utf8');
  const line = text.split('\n').findIndex((row) => row.includes('"jobTitle"')) + 1;
  fs.writeFileSync(SITE, text.replace(/"jobTitle": "[^"]*"/, '"jobTitle": ""'));
  const [error] = build().errors;
  expect(error.message).toContain('field "owner.jobTitle"');
  expect(error.file).toBe(SITE);
  expect(error.loc).toEqual({ start: { line } });
  expect(live.current.site.owner.jobTitle).toBe(JSON.parse(text).owner.jobTitle);
  expect(live.version).toBe(0);
  fs.writeFileSync(SITE, text);
});
