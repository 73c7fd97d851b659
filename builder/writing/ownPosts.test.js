/**
 * The owner's posts as the Writing remote ships them: the index, each post's file, its pictures, and
 * what the build says (errors stop it, warnings lose nothing else).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

let dir;
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
/** The module afresh, reading the content folder of the test. */
function load() {
  process.env.CONTENT_DIR = dir;
  let loaded;
  jest.isolateModules(() => {
    loaded = require('./ownPosts');
  });
  return loaded;
}
const reportOf = (postsReport) => {
  const build = { errors: [], warnings: [], lines: [], watch: jest.fn() };
  postsReport(build);
  return { errors: build.errors.map(String), warnings: build.warnings.map(String), lines: build.lines };
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-posts-'));
});
afterEach(() => {
  delete process.env.CONTENT_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

it('has no posts, no files and no Writing page of its own without content/posts/', () => {
  const { hasOwnPosts, postsContent, postsReport } = load();
  expect(hasOwnPosts()).toBe(false);
  expect(postsContent()).toEqual({ data: {}, files: [] });
  expect(reportOf(postsReport)).toEqual({ errors: [], warnings: [], lines: [] });
});

it('lists the published posts newest first, each with its own file, and ships the pictures beside them', () => {
  write('posts/2025-11-02-hello.md', '---\ntitle: Hello\n---\nA first post.\n');
  write('posts/2026-03-01-tides/index.md', '---\ntitle: Tides\ndate: 2026-03-01\ntags: [rust]\n---\n![A tide curve](curve.png)\n\nText.\n');
  write('posts/2026-03-01-tides/curve.png', 'not really a png, but bytes');
  write('posts/2026-01-01-later.md', '---\ntitle: Not yet\ndraft: true\n---\nDraft.\n');
  const { hasOwnPosts, postsContent, postsReport } = load();
  expect(hasOwnPosts()).toBe(true);
  const { data, files } = postsContent();
  const byName = new Map(files.map(({ file, source }) => [file, source]));
  const index = JSON.parse(byName.get(data.posts));
  expect(data.posts).toMatch(/^static\/media\/posts\.[0-9a-f]{8}\.json$/);
  expect(index.map(({ slug, title, date }) => [slug, title, date])).toEqual([
    ['tides', 'Tides', '2026-03-01T00:00:00.000Z'],
    ['hello', 'Hello', '2025-11-02T00:00:00.000Z'],
  ]);
  const tides = JSON.parse(byName.get(index[0].file));
  const picture = tides.body[0].c[0];
  expect(picture).toEqual({ t: 'img', a: expect.objectContaining({ src: expect.stringMatching(/^static\/media\/curve\.[0-9a-f]{8}\.png$/), alt: 'A tide curve' }) });
  expect(byName.get(picture.a.src).toString()).toBe('not really a png, but bytes');
  const report = reportOf(postsReport);
  expect(report.errors).toEqual([]);
  expect(report.lines).toEqual([expect.stringMatching(/^Posts: 2 from .*posts\/ \(1 draft left out\)$/)]);
  expect(report.warnings).toEqual([expect.stringContaining('2026-01-01-later.md')]);
});

it('shows a picture on another host as a link with its alt text, and one that is not there as its alt text, each with a warning', () => {
  write('posts/a.md', '---\ntitle: A\ndate: 2026-01-01\n---\n![Remote chart](https://images.example/chart.png)\n\n![Lost photo](lost.jpg)\n');
  const { postsContent, postsReport } = load();
  const { data, files } = postsContent();
  const byName = new Map(files.map(({ file, source }) => [file, source]));
  const [entry] = JSON.parse(byName.get(data.posts));
  const body = JSON.stringify(JSON.parse(byName.get(entry.file)).body);
  expect(body).toContain('{"t":"a","a":{"href":"https://images.example/chart.png"},"c":["Remote chart"]}');
  expect(body).toContain('Lost photo');
  expect(body).not.toContain('"img"');
  const { warnings } = reportOf(postsReport);
  expect(warnings).toEqual(expect.arrayContaining([expect.stringMatching(/a\.md:5: the picture https:\/\/images\.example\/chart\.png is on another host/), expect.stringMatching(/a\.md:7: .*lost\.jpg/)]));
});

it('stops the build on front matter that does not parse, naming file, line and column, and ships no posts', () => {
  write('posts/good.md', '---\ntitle: Good\n---\nText.\n');
  write('posts/broken.md', '---\ntitle: "unclosed\ndate: 2026-01-01\n---\nText.\n');
  const { postsContent, postsReport } = load();
  expect(postsContent()).toEqual({ data: {}, files: [] });
  const { errors } = reportOf(postsReport);
  expect(errors).toEqual([expect.stringMatching(/broken\.md:\d+:\d+: /)]);
});

it('reads the folder again when a post is saved', () => {
  write('posts/a.md', '---\ntitle: First title\n---\nText.\n');
  const { ownPosts } = load();
  expect(ownPosts().posts[0].title).toBe('First title');
  write('posts/a.md', '---\ntitle: Second title, longer\n---\nText.\n');
  expect(ownPosts().posts[0].title).toBe('Second title, longer');
});

it("lists the owner's own pages in menu order (order, Hugo's weight, then title) with their files, and the menu's entries", () => {
  write('pages/uses.md', '---\ntitle: Uses\n---\nMy desk.\n');
  write('pages/talks.md', '+++\ntitle = "Talks"\nweight = 2\n+++\nTalks.\n');
  write('pages/now.md', '---\ntitle: Now\norder: 1\nvideo: harbour\n---\nNow.\n');
  write('pages/later.md', '---\ntitle: Later\ndraft: true\n---\nDraft.\n');
  const { ownPageEntries, postsContent, postsReport, hasOwnPosts } = load();
  // Pages alone make no Writing page.
  expect(hasOwnPosts()).toBe(false);
  expect(ownPageEntries()).toEqual([
    { name: 'now', title: 'Now' },
    { name: 'talks', title: 'Talks' },
    { name: 'uses', title: 'Uses' },
  ]);
  const { data, files } = postsContent();
  expect(data.posts).toBeUndefined();
  const byName = new Map(files.map(({ file, source }) => [file, source]));
  const index = JSON.parse(byName.get(data.pages));
  expect(index.map(({ slug, order, video }) => [slug, order, video])).toEqual([
    ['now', 1, 'harbour'],
    ['talks', 2, undefined],
    ['uses', undefined, undefined],
  ]);
  expect(JSON.parse(byName.get(index[0].file)).body).toEqual([{ t: 'p', c: ['Now.'] }]);
  expect(reportOf(postsReport).lines).toEqual([expect.stringMatching(/^Pages: 3 from .*pages\/ \(1 draft left out\)$/)]);
});

it("stops the build on a page whose address is a folder of the site (a remote's, a language's), naming its file, and shows the others", () => {
  write('pages/writing.md', '---\ntitle: Writing elsewhere\n---\nText.\n');
  write('pages/notes.md', '---\ntitle: Notes\nslug: de\n---\nText.\n');
  write('pages/now.md', '---\ntitle: Now\n---\nText.\n');
  write('translations/de/site.json', '{}');
  const { ownPageEntries, postsReport } = load();
  expect(ownPageEntries()).toEqual([{ name: 'now', title: 'Now' }]);
  const { errors } = reportOf(postsReport);
  expect(errors).toEqual([
    expect.stringMatching(/pages\/notes\.md:1: the page's address de\/ is a folder of the site already/),
    expect.stringMatching(/pages\/writing\.md:1: the page's address writing\/ is a folder of the site already/),
  ]);
});
