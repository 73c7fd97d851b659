/**
 * The owner's posts as the Writing remote ships them: the index, each post's file, its pictures, and
 * what the build says (errors stop it, warnings lose nothing else).
 *
 * @jest-environment node
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
const reportOf = async (postsReport) => {
  const build = { errors: [], warnings: [], lines: [], watch: jest.fn() };
  await postsReport(build);
  return { errors: build.errors.map(String), warnings: build.warnings.map(String), lines: build.lines };
};
/** A real picture, `width` × `height`, as a camera or an editor saves it. */
const picture = (width, height, format = 'png') => require('sharp')({ create: { width, height, channels: 3, background: '#1858c4' } })[format]().toBuffer();

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-posts-'));
  process.env.MEDIA_CACHE_DIR = path.join(dir, '.media-cache');
});
afterEach(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.MEDIA_CACHE_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

it('has no posts, no files and no Writing page of its own without content/posts/', async () => {
  const { hasOwnPosts, postsContent, postsReport } = load();
  expect(hasOwnPosts()).toBe(false);
  expect((await postsContent())).toEqual({ data: {}, files: [] });
  expect((await reportOf(postsReport))).toEqual({ errors: [], warnings: [], lines: [] });
});

it('lists the published posts newest first, each with its own file, and ships the pictures beside them', async () => {
  write('posts/2025-11-02-hello.md', '---\ntitle: Hello\n---\nA first post.\n');
  write('posts/2026-03-01-tides/index.md', '---\ntitle: Tides\ndate: 2026-03-01\ntags: [rust]\n---\n![A tide curve](curve.png)\n\nText.\n\n![The harbour](harbour.jpg)\n');
  write('posts/2026-03-01-tides/curve.png', await picture(1200, 600));
  write('posts/2026-03-01-tides/harbour.jpg', await picture(700, 700, 'jpeg'));
  write('posts/2026-01-01-later.md', '---\ntitle: Not yet\ndraft: true\n---\nDraft.\n');
  const { hasOwnPosts, postsContent, postsReport } = load();
  expect(hasOwnPosts()).toBe(true);
  const { data, files } = (await postsContent());
  const byName = new Map(files.map(({ file, source }) => [file, source]));
  const index = JSON.parse(byName.get(data.posts));
  expect(data.posts).toMatch(/^static\/media\/posts\.[0-9a-f]{8}\.json$/);
  expect(index.map(({ slug, title, date }) => [slug, title, date])).toEqual([
    ['tides', 'Tides', '2026-03-01T00:00:00.000Z'],
    ['hello', 'Hello', '2025-11-02T00:00:00.000Z'],
  ]);
  const tides = JSON.parse(byName.get(index[0].file));
  // Made web-ready: AVIF and WebP in the widths the column needs, never wider than the picture; the
  // fallback in its own format, with its size; the one that opens the post loads at once.
  const [curve, harbour] = [tides.body[0].c[0], tides.body[2].c[0]];
  expect(curve.t).toBe('picture');
  expect(curve.c.map((node) => [node.t, node.a.type ?? null, node.a.srcSet?.replace(/\.[0-9a-f]{8}\./g, '.#.') ?? null])).toEqual([
    ['source', 'image/avif', 'static/media/curve-480.#.avif 480w, static/media/curve-960.#.avif 960w, static/media/curve-1200.#.avif 1200w'],
    ['source', 'image/webp', 'static/media/curve-480.#.webp 480w, static/media/curve-960.#.webp 960w, static/media/curve-1200.#.webp 1200w'],
    ['img', null, null],
  ]);
  expect(curve.c[2].a).toEqual({ src: expect.stringMatching(/^static\/media\/curve-960\.[0-9a-f]{8}\.png$/), alt: 'A tide curve', width: 960, height: 480, loading: 'eager' });
  expect(harbour.c.at(-1).a).toEqual({ src: expect.stringMatching(/^static\/media\/harbour-700\.[0-9a-f]{8}\.jpg$/), alt: 'The harbour', width: 700, height: 700 });
  const avif = curve.c[0].a.srcSet.split(', ')[0].split(' ')[0];
  await expect(require('sharp')(byName.get(avif)).metadata()).resolves.toMatchObject({ format: 'heif', width: 480, height: 240 });
  const report = (await reportOf(postsReport));
  expect(report.errors).toEqual([]);
  expect(report.lines).toEqual([expect.stringMatching(/^Posts: 2 from .*posts\/ \(1 draft left out\)$/)]);
  expect(report.warnings).toEqual([expect.stringContaining('2026-01-01-later.md')]);
});

it('fetches a picture on another host and serves it made web-ready; one that cannot be had is a link with its alt text, and one that is not there its alt text, each with a warning', async () => {
  const png = await picture(800, 400);
  const server = require('node:http').createServer((request, response) => {
    if (request.url === '/chart.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else response.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `http://127.0.0.1:${server.address().port}`;
  try {
    write('posts/a.md', `---\ntitle: A\ndate: 2026-01-01\n---\n![Remote chart](${host}/chart.png)\n\n![Gone chart](${host}/gone.png)\n\n![Lost photo](lost.jpg)\n`);
    const { postsContent, postsReport } = load();
    const { data, files } = await postsContent();
    const byName = new Map(files.map(({ file, source }) => [file, source]));
    const [entry] = JSON.parse(byName.get(data.posts));
    const body = JSON.parse(byName.get(entry.file)).body;
    // Served by the site: no address of the other host is left in the post.
    const fetched = body[0].c[0];
    expect(fetched.t).toBe('picture');
    expect(fetched.c.at(-1).a).toEqual({ src: expect.stringMatching(/^static\/media\/chart-800\.[0-9a-f]{8}\.png$/), alt: 'Remote chart', width: 800, height: 400, loading: 'eager' });
    expect(body[1]).toEqual({ t: 'p', c: [{ t: 'a', a: { href: `${host}/gone.png` }, c: ['Gone chart'] }] });
    expect(JSON.stringify(body)).toContain('Lost photo');
    expect(JSON.stringify(body)).not.toContain(`${host}/chart.png`);
    const { warnings } = await reportOf(postsReport);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`a\\.md:7: the picture ${host.replace(/[.]/g, '\\.')}/gone\\.png could not be fetched \\(HTTP 404\\)`)),
        expect.stringMatching(/a\.md:9: .*lost\.jpg/),
      ]),
    );
    expect(warnings.join('\n')).not.toContain('chart.png could not');
  } finally {
    server.close();
  }
});

it('ships a picture the pipeline cannot read as it is, saying so, and a drawing as it is, with its size', async () => {
  write('posts/a/index.md', '---\ntitle: A\n---\n![Broken](broken.png)\n\n![A drawing](plan.svg)\n');
  write('posts/a/broken.png', 'not really a png, but bytes');
  write('posts/a/plan.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><rect width="320" height="160"/></svg>');
  const { postsContent, postsReport } = load();
  const { data, files } = await postsContent();
  const byName = new Map(files.map(({ file, source }) => [file, source]));
  const [entry] = JSON.parse(byName.get(data.posts));
  const [broken, drawing] = JSON.parse(byName.get(entry.file)).body.map((node) => node.c[0]);
  expect(broken).toEqual({ t: 'img', a: { src: expect.stringMatching(/^static\/media\/broken\.[0-9a-f]{8}\.png$/), alt: 'Broken', loading: 'eager' } });
  expect(byName.get(broken.a.src).toString()).toBe('not really a png, but bytes');
  expect(drawing).toEqual({ t: 'img', a: { src: expect.stringMatching(/^static\/media\/plan\.[0-9a-f]{8}\.svg$/), alt: 'A drawing', width: 320, height: 160 } });
  const { warnings } = await reportOf(postsReport);
  expect(warnings).toEqual([expect.stringMatching(/posts\/a\/broken\.png: .*: it ships as it is/)]);
});

it('stops the build on front matter that does not parse, naming file, line and column, and ships no posts', async () => {
  write('posts/good.md', '---\ntitle: Good\n---\nText.\n');
  write('posts/broken.md', '---\ntitle: "unclosed\ndate: 2026-01-01\n---\nText.\n');
  const { postsContent, postsReport } = load();
  expect((await postsContent())).toEqual({ data: {}, files: [] });
  const { errors } = (await reportOf(postsReport));
  expect(errors).toEqual([expect.stringMatching(/broken\.md:\d+:\d+: /)]);
});

it('reads the folder again when a post is saved', async () => {
  write('posts/a.md', '---\ntitle: First title\n---\nText.\n');
  const { ownPosts } = load();
  expect(ownPosts().posts[0].title).toBe('First title');
  write('posts/a.md', '---\ntitle: Second title, longer\n---\nText.\n');
  expect(ownPosts().posts[0].title).toBe('Second title, longer');
});

it("lists the owner's own pages in menu order (order, Hugo's weight, then title) with their files, and the menu's entries", async () => {
  write('pages/uses.md', '---\ntitle: Uses\n---\nMy desk.\n');
  write('pages/talks.md', '+++\ntitle = "Talks"\nweight = 2\n+++\nTalks.\n');
  write('pages/now.md', '---\ntitle: Now\norder: 1\nvideo: harbour\n---\nNow.\n');
  write('pages/later.md', '---\ntitle: Later\ndraft: true\n---\nDraft.\n');
  const { ownPageEntries, postsContent, postsReport, hasOwnPosts } = load();
  // Pages alone make no Writing page.
  expect(hasOwnPosts()).toBe(false);
  expect(ownPageEntries()).toEqual([
    { name: 'now', title: 'Now', order: 1 },
    { name: 'talks', title: 'Talks', order: 2 },
    { name: 'uses', title: 'Uses' },
  ]);
  const { data, files } = (await postsContent());
  expect(data.posts).toBeUndefined();
  const byName = new Map(files.map(({ file, source }) => [file, source]));
  const index = JSON.parse(byName.get(data.pages));
  expect(index.map(({ slug, order, video }) => [slug, order, video])).toEqual([
    ['now', 1, 'harbour'],
    ['talks', 2, undefined],
    ['uses', undefined, undefined],
  ]);
  expect(JSON.parse(byName.get(index[0].file)).body).toEqual([{ t: 'p', c: ['Now.'] }]);
  expect((await reportOf(postsReport)).lines).toEqual([expect.stringMatching(/^Pages: 3 from .*pages\/ \(1 draft left out\)$/)]);
});

it("stops the build on a page whose address is a folder of the site (a remote's, a language's), naming its file, and shows the others", async () => {
  write('pages/writing.md', '---\ntitle: Writing elsewhere\n---\nText.\n');
  write('pages/notes.md', '---\ntitle: Notes\nslug: de\n---\nText.\n');
  write('pages/now.md', '---\ntitle: Now\n---\nText.\n');
  write('translations/de/site.json', '{}');
  const { ownPageEntries, postsReport } = load();
  expect(ownPageEntries()).toEqual([{ name: 'now', title: 'Now' }]);
  const { errors } = (await reportOf(postsReport));
  expect(errors).toEqual([
    expect.stringMatching(/pages\/notes\.md:1: the page's address de\/ is a folder of the site already/),
    expect.stringMatching(/pages\/writing\.md:1: the page's address writing\/ is a folder of the site already/),
  ]);
});

it("gives each language its translations and the main language's posts and pages they leave out, each translation at its language's address", async () => {
  write('posts/2026-03-01-tides.md', '---\ntitle: Tides\ndate: 2026-03-01\n---\nText.\n');
  write('posts/2025-11-02-hello.md', '---\ntitle: Hello\n---\nHi.\n');
  write('pages/now.md', '---\ntitle: Now\norder: 1\n---\nNow.\n');
  write('pages/talks.md', '---\ntitle: Talks\norder: 2\n---\nTalks.\n');
  write('translations/fr/site.json', '{}');
  write('translations/fr/posts/marees.md', '---\ntitle: Marées\nslug: tides\ndate: 2026-03-01\n---\nTexte.\n');
  write('translations/fr/pages/now.md', '---\ntitle: Maintenant\norder: 1\n---\nMaintenant.\n');
  write('translations/de/site.json', '{}');
  const { ownPageEntries, postsContent, postsReport } = load();
  expect(ownPageEntries('fr')).toEqual([
    { name: 'now', title: 'Maintenant', order: 1 },
    { name: 'talks', title: 'Talks', order: 2 },
  ]);
  const { data, files } = await postsContent();
  const byName = new Map(files.map(({ file, source }) => [file, source]));
  // German has no translations: it reads the main indexes.
  expect(Object.keys(data.languages)).toEqual(['fr']);
  const french = JSON.parse(byName.get(data.languages.fr.posts));
  expect(french.map(({ slug, title, lang, path: address }) => [slug, title, lang, address])).toEqual([
    ['tides', 'Marées', 'fr', 'fr/posts/tides/'],
    ['hello', 'Hello', undefined, undefined],
  ]);
  expect(JSON.parse(byName.get(french[0].file)).body).toEqual([{ t: 'p', c: ['Texte.'] }]);
  expect(JSON.parse(byName.get(data.languages.fr.pages)).map(({ slug, title, path: address }) => [slug, title, address])).toEqual([
    ['now', 'Maintenant', 'fr/now/'],
    ['talks', 'Talks', undefined],
  ]);
  expect((await reportOf(postsReport)).lines).toEqual([
    expect.stringMatching(/^Posts: 2 from /),
    expect.stringMatching(/^Pages: 2 from /),
    expect.stringMatching(/^Posts \(fr\): 1 from .*translations\/fr\/posts\/$/),
    expect.stringMatching(/^Pages \(fr\): 1 from .*translations\/fr\/pages\/$/),
  ]);
});

it('asks a host that cannot be reached once, not once for each of its pictures, and says so in one warning', async () => {
  // A host that takes the connection and drops it at once: no answer at all, as with no network.
  let connections = 0;
  const server = require('node:net').createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${server.address().port}`;
  try {
    const pictures = (from, count) => Array.from({ length: count }, (_, at) => `![Chart ${from}-${at}](http://${host}/${from}-${at}.png)`).join('\n\n');
    write('posts/a.md', `---\ntitle: A\ndate: 2026-01-01\n---\n${pictures('a', 6)}\n`);
    write('posts/b.md', `---\ntitle: B\ndate: 2026-01-02\n---\n${pictures('b', 4)}\n`);
    const { postsContent, postsReport } = load();
    const { data, files } = await postsContent();
    const byName = new Map(files.map(({ file, source }) => [file, source]));
    const bodies = JSON.parse(byName.get(data.posts)).map((entry) => JSON.parse(byName.get(entry.file)).body);
    // Every picture is still its link, with its alt text.
    expect(bodies.flat().map((block) => block.c[0].a.href).sort()).toEqual(
      [...Array.from({ length: 6 }, (_, at) => `http://${host}/a-${at}.png`), ...Array.from({ length: 4 }, (_, at) => `http://${host}/b-${at}.png`)].sort(),
    );
    expect(connections).toBe(1);
    const { warnings } = await reportOf(postsReport);
    const about = warnings.filter((warning) => warning.includes(host));
    expect(about).toEqual([expect.stringMatching(new RegExp(`could not be fetched .*; ${host.replace(/[.]/g, '\\.')} could not be reached, so the 9 other pictures on it show as links too$`))]);
  } finally {
    server.close();
  }
});
