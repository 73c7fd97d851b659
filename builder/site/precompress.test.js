const zlib = require('node:zlib');
const { precompressed } = require('./precompress');

/** A JSON file of `entries` publications-like records (what a 3,000-entry .bib makes: 2 MB). */
const json = (entries) =>
  JSON.stringify(Array.from({ length: entries }, (_, i) => ({ key: `k${i}`, title: [{ kind: 'text', text: `Sparse Solvers, Part ${i}` }], doi: `10.5555/x${i}`, bibtex: `@article{k${i},\n  title = {Sparse Solvers -- Part ${i}},\n  year = {${1990 + (i % 35)}},\n}` })));

it('makes a .gz and a .br that give the file back', async () => {
  const source = json(200);
  const copies = await precompressed({ file: 'static/media/publications.json', source });
  expect(copies.map((copy) => copy.file)).toEqual(['static/media/publications.json.gz', 'static/media/publications.json.br']);
  expect(zlib.gunzipSync(copies[0].source).toString()).toBe(source);
  expect(zlib.brotliDecompressSync(copies[1].source).toString()).toBe(source);
});

it("compresses a large data file in well under a second (Brotli's best quality would take seconds), still to a tenth of its size", async () => {
  const source = json(12000);
  expect(source.length).toBeGreaterThan(2 * 1024 * 1024);
  const started = performance.now();
  const [, brotli] = await precompressed({ file: 'static/media/publications.json', source });
  expect(performance.now() - started).toBeLessThan(1000);
  expect(brotli.source.length).toBeLessThan(source.length / 10);
});

it("compresses a page at Brotli's best in a small build, and at a quality thirty times faster in a build of hundreds of files (an owner's posts)", async () => {
  const source = json(150);
  expect(source.length).toBeGreaterThan(16 * 1024);
  const at = (quality) => zlib.brotliCompressSync(Buffer.from(source), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
  const [, alone] = await precompressed({ file: 'posts/tides/index.html', source });
  const [, many] = await precompressed({ file: 'posts/tides/index.html', source }, 2000);
  expect(alone.source.equals(at(11))).toBe(true);
  expect(many.source.equals(at(6))).toBe(true);
  // Still well under gzip's best.
  expect(many.source.length).toBeLessThan(zlib.gzipSync(source, { level: 9 }).length);
});
