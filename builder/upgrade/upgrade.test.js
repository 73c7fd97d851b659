/**
 * @jest-environment node
 *
 * `folio upgrade` on a content folder: each due migration's edits, printed and written, nothing
 * else touched, and nothing left to do when run again.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { planUpgrade } = require('./upgrade');
const { upgrade } = require('../../cli/upgrade');

/** A schema change of the kind migrations make: a field renamed. */
const PHOTO_ALT = {
  to: '1.1',
  summary: 'the picture\'s text is "photoAlt"',
  migrate: (content) => content.renameJsonField('site.json', ['owner', 'pictureAlt'], ['owner', 'photoAlt']),
};
const LATER = { to: '1.2', summary: 'never due here', migrate: () => { throw new Error('not due'); } };

const SITE = `{
  "schemaVersion": "1.0",
  "owner": { "name": "Ada", "pictureAlt": "Ada at her desk" },
  "social": {
    "code": { "label": "GitHub", "url": "https://github.com/ada" }
  }
}
`;

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-'));
  fs.writeFileSync(path.join(dir, 'site.json'), SITE);
  fs.mkdirSync(path.join(dir, 'cv'));
  fs.writeFileSync(path.join(dir, 'cv', 'cv.tex'), '\\documentclass{altacv}\n');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (file) => fs.readFileSync(path.join(dir, file), 'utf8');

it('runs the migrations due, in place: the rest of the file keeps its layout', () => {
  const { from, to, content } = planUpgrade(dir, { migrations: [PHOTO_ALT, LATER], current: '1.1' });
  expect({ from, to }).toEqual({ from: '1.0', to: '1.1' });
  expect(content.changes).toEqual([
    { file: 'site.json', change: 'owner.pictureAlt → owner.photoAlt (schema 1.1: the picture\'s text is "photoAlt")' },
    { file: 'site.json', change: '"schemaVersion": "1.1"' },
  ]);
  expect(read('site.json')).toBe(SITE);
  content.write();
  const site = JSON.parse(read('site.json'));
  expect(site.owner).toEqual({ name: 'Ada', photoAlt: 'Ada at her desk' });
  expect(site.schemaVersion).toBe('1.1');
  expect(read('site.json')).toContain('  "social": {\n    "code": { "label": "GitHub", "url": "https://github.com/ada" }\n  }');
  expect(read('cv/cv.tex')).toBe('\\documentclass{altacv}\n');
});

it('finds nothing to do the second time', () => {
  planUpgrade(dir, { migrations: [PHOTO_ALT], current: '1.1' }).content.write();
  const after = read('site.json');
  const again = planUpgrade(dir, { migrations: [PHOTO_ALT], current: '1.1' });
  expect(again.content.changes).toEqual([]);
  again.content.write();
  expect(read('site.json')).toBe(after);
});

it('records the schema of a site made before "schemaVersion", first in the file', () => {
  fs.writeFileSync(path.join(dir, 'site.json'), SITE.replace('  "schemaVersion": "1.0",\n', ''));
  const { content } = planUpgrade(dir, { migrations: [], current: '1.0' });
  expect(content.changes).toEqual([{ file: 'site.json', change: '"schemaVersion": "1.0"' }]);
  content.write();
  expect(read('site.json')).toBe(SITE);
});

it('refuses content newer than the engine, naming the release it needs', () => {
  fs.writeFileSync(path.join(dir, 'site.json'), SITE.replace('"1.0"', '"1.4"'));
  expect(planUpgrade(dir, { migrations: [PHOTO_ALT], current: '1.1' }).problem).toBe(
    'content/site.json is written for content schema 1.4 ("schemaVersion"), which came with @folio-federation/core 1.4.0; this one reads 1.1. Update it: npm install @folio-federation/core@^1.4.0',
  );
});

describe('the command', () => {
  const saved = process.env.CONTENT_DIR;
  beforeEach(() => (process.env.CONTENT_DIR = dir));
  afterEach(() => (saved === undefined ? delete process.env.CONTENT_DIR : (process.env.CONTENT_DIR = saved)));
  const run = (options) => {
    const lines = [];
    const plan = (folder) => planUpgrade(folder, { migrations: [PHOTO_ALT], current: '1.1' });
    const code = upgrade(options, { log: (line) => lines.push(line), error: (line) => lines.push(line), plan });
    return { code, lines: lines.map((line) => line.replaceAll(dir, '<content>')) };
  };

  it('--check reports what is due, exits 1 and writes nothing', () => {
    expect(run({ check: true })).toEqual({
      code: 1,
      lines: [
        '<content>/ is written for content schema 1.0; this engine reads 1.1. folio upgrade would change:',
        '  <content>/site.json: owner.pictureAlt → owner.photoAlt (schema 1.1: the picture\'s text is "photoAlt")',
        '  <content>/site.json: "schemaVersion": "1.1"',
        'Run: npx folio upgrade',
      ],
    });
    expect(read('site.json')).toBe(SITE);
  });

  it('prints each change it makes, then says it is up to date', () => {
    expect(run({})).toEqual({
      code: 0,
      lines: [
        'Upgrading <content>/ from content schema 1.0 to 1.1:',
        '  <content>/site.json: owner.pictureAlt → owner.photoAlt (schema 1.1: the picture\'s text is "photoAlt")',
        '  <content>/site.json: "schemaVersion": "1.1"',
        '<content>/ is now written for content schema 1.1. Build it again: npm run build',
      ],
    });
    expect(run({ check: true })).toEqual({ code: 0, lines: ['<content>/ is up to date: content schema 1.1.'] });
  });
});
