/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { takeWritingSnapshot } = require('./feedSnapshot');

const FEED = 'https://blog.example/feed.xml';
const rss = (items) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title><link>https://blog.example/</link>${items}</channel></rss>`;
const item = (title, date, extra = '') => `<item><title>${title}</title><link>https://blog.example/${encodeURIComponent(title)}</link><pubDate>${date}</pubDate>${extra}</item>`;
const GOOD = rss(item('Newest', 'Tue, 10 Nov 2026 10:00:00 GMT', '<enclosure url="https://blog.example/cover.png" type="image/png" length="1"/>') + item('Older', 'Sun, 01 Nov 2026 10:00:00 GMT'));

let pngBytes;
beforeAll(async () => {
  pngBytes = await require('sharp')({ create: { width: 64, height: 40, channels: 3, background: '#3366aa' } }).png().toBuffer();
});

beforeEach(() => {
  process.env.WRITING_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'writing-cache-'));
  delete process.env.MEDIA_STRICT;
});

/** A fetch that answers each URL from `routes`: a body, a status, or a thrown error. */
function fakeFetch(routes) {
  return jest.fn(async (url) => {
    const route = routes[url];
    if (route === undefined) return new Response('missing', { status: 404 });
    if (route instanceof Error) throw route;
    if (typeof route === 'number') return new Response('no', { status: route, statusText: 'Service Unavailable' });
    const response = new Response(route.body ?? route, { status: 200, headers: route.headers ?? {} });
    // As fetch sets it: the address the answer came from, after any redirect.
    return Object.defineProperty(response, 'url', { value: route.url ?? url });
  });
}

const quiet = () => ({ log: jest.fn(), warn: jest.fn() });

it('reads the newest posts up to the limit, with each cover made web-ready, and says what it read', async () => {
  const out = quiet();
  const fetch = fakeFetch({ [FEED]: GOOD, 'https://blog.example/cover.png': pngBytes });
  const { snapshot, covers, source } = await takeWritingSnapshot({ writing: { feed: FEED, limit: 1 }, fetch, ...out });
  expect(source).toBe('live');
  expect(snapshot.posts).toHaveLength(1);
  expect(snapshot.posts[0]).toMatchObject({ title: 'Newest', url: 'https://blog.example/Newest', date: '2026-11-10T10:00:00.000Z' });
  expect(snapshot.posts[0].cover).toMatch(/^covers\/[0-9a-f]{16}\.webp$/);
  expect(covers).toHaveLength(1);
  expect(covers[0].name).toBe(snapshot.posts[0].cover);
  expect(covers[0].image.subarray(8, 12).toString()).toBe('WEBP');
  expect(out.log).toHaveBeenCalledWith(`Writing: 1 posts from ${FEED} (rss).`);
  expect(out.warn).not.toHaveBeenCalled();
});

it.each([
  ['an HTTP error', fakeFetch({ [FEED]: 503 }), 'HTTP 503 Service Unavailable'],
  ['a network error', fakeFetch({ [FEED]: Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }) }), 'network error (ECONNREFUSED)'],
  ['no answer in time', fakeFetch({ [FEED]: Object.assign(new Error('timed out'), { name: 'TimeoutError' }) }), 'no answer in 10 s'],
  ['text that is not a feed', fakeFetch({ [FEED]: '<html><body>Moved</body></html>' }), 'not an RSS, Atom or JSON feed'],
])('%s: warns with the URL and the reason, and keeps the last good read of that feed', async (_case, failing, reason) => {
  await takeWritingSnapshot({ writing: { feed: FEED, limit: 10 }, fetch: fakeFetch({ [FEED]: GOOD }), ...quiet() });
  const out = quiet();
  const { snapshot, source } = await takeWritingSnapshot({ writing: { feed: FEED, limit: 10 }, fetch: failing, ...out });
  expect(source).toBe('previous');
  expect(snapshot.posts.map(({ title }) => title)).toEqual(['Newest', 'Older']);
  expect(out.warn).toHaveBeenCalledWith(expect.stringContaining(`Writing: ${FEED} could not be read: ${reason}`));
  expect(out.warn).toHaveBeenCalledWith(expect.stringContaining('showing the posts read'));
});

it('with no earlier read of that feed, the site has no Writing page, and says so', async () => {
  await takeWritingSnapshot({ writing: { feed: 'https://other.example/feed.xml', limit: 10 }, fetch: fakeFetch({ 'https://other.example/feed.xml': GOOD }), ...quiet() });
  const out = quiet();
  const { snapshot, source } = await takeWritingSnapshot({ writing: { feed: FEED, limit: 10 }, fetch: fakeFetch({ [FEED]: 500 }), ...out });
  expect({ snapshot, source }).toEqual({ snapshot: null, source: 'none' });
  expect(out.warn).toHaveBeenCalledWith(expect.stringContaining('the site has no Writing page until it can be read'));
});

it('fails a strict build (npm run build:strict) instead', async () => {
  process.env.MEDIA_STRICT = '1';
  await expect(takeWritingSnapshot({ writing: { feed: FEED, limit: 10 }, fetch: fakeFetch({ [FEED]: 404 }), ...quiet() })).rejects.toThrow(`Writing: ${FEED} could not be read: HTTP 404`);
});

it('refuses a feed far larger than any feed, without reading it all', async () => {
  const huge = new ReadableStream({
    pull(controller) {
      controller.enqueue(new Uint8Array(1024 * 1024));
    },
  });
  const out = quiet();
  const fetch = jest.fn(async () => new Response(huge, { status: 200 }));
  const { source } = await takeWritingSnapshot({ writing: { feed: FEED, limit: 10 }, fetch, ...out });
  expect(source).toBe('none');
  expect(out.warn).toHaveBeenCalledWith(expect.stringContaining('larger than 20 MB'));
});

it('leaves out a cover it cannot fetch or read, with a warning, and keeps the post', async () => {
  const out = quiet();
  const fetch = fakeFetch({ [FEED]: GOOD, 'https://blog.example/cover.png': 'not an image' });
  const { snapshot, covers } = await takeWritingSnapshot({ writing: { feed: FEED, limit: 10 }, fetch, ...out });
  expect(snapshot.posts[0].title).toBe('Newest');
  expect(snapshot.posts[0].cover).toBeUndefined();
  expect(covers).toEqual([]);
  expect(out.warn).toHaveBeenCalledWith(expect.stringMatching(/^Writing: the cover https:\/\/blog\.example\/cover\.png is left out \(/));
});

it('reads a feed in the encoding it declares', async () => {
  const latin1 = Buffer.from(`<?xml version="1.0" encoding="ISO-8859-1"?>${rss(item('Café à Noël', 'Tue, 10 Nov 2026 10:00:00 GMT'))}`, 'latin1');
  const { snapshot } = await takeWritingSnapshot({ writing: { feed: FEED, limit: 10 }, fetch: fakeFetch({ [FEED]: latin1 }), ...quiet() });
  expect(snapshot.posts[0].title).toBe('Café à Noël');
});

describe('whether the page may read the feed live', () => {
  it('is the address the answer came from, when its server lets any page read it (Access-Control-Allow-Origin: *)', async () => {
    const moved = 'https://cdn.blog.example/feed.xml';
    const fetch = fakeFetch({ [FEED]: { body: GOOD, url: moved, headers: { 'Access-Control-Allow-Origin': '*' } } });
    const out = quiet();
    const { snapshot } = await takeWritingSnapshot({ writing: { feed: FEED, limit: 10 }, fetch, ...out });
    expect(snapshot).toMatchObject({ feed: FEED, limit: 10, live: moved });
    expect(out.log).toHaveBeenCalledWith(`Writing: 2 posts from ${FEED} (rss); its server allows pages to read it, so the page reads it live on each visit.`);
  });

  it.each([
    ['no CORS header', {}],
    ['CORS for one other origin only', { 'Access-Control-Allow-Origin': 'https://blog.example' }],
  ])('is not there with %s: the snapshot is all visitors see', async (_case, headers) => {
    const fetch = fakeFetch({ [FEED]: { body: GOOD, headers } });
    const { snapshot } = await takeWritingSnapshot({ writing: { feed: FEED, limit: 10 }, fetch, ...quiet() });
    expect(snapshot.posts).toHaveLength(2);
    expect(snapshot).not.toHaveProperty('live');
  });
});
