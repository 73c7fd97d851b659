import { failed, uncontrolledFetches } from './uncontrolledFetches';

function setUp() {
  let time = 0;
  const posts: string[][] = [];
  const reporter = uncontrolledFetches(() => time);
  return { reporter, posts, at: (ms: number) => (time = ms), handOver: (urls: string[]) => posts.push(urls) };
}
const entry = (name: string, startTime: number) => ({ name, startTime });

describe('what the page hands the service worker', () => {
  it('holds what was fetched before the worker is ready, and hands it over once it is', () => {
    const { reporter, posts, handOver } = setUp();
    reporter.fetched([entry('a.js', 10), entry('b.css', 20)]);
    expect(posts).toEqual([]);
    reporter.ready(handOver);
    expect(posts).toEqual([['a.js', 'b.css']]);
  });

  it('keeps handing over fetches that end between ready and control (the reported gap)', () => {
    const { reporter, posts, handOver, at } = setUp();
    reporter.fetched([entry('home.js', 10)]);
    reporter.ready(handOver);
    reporter.fetched([entry('ExperiencePage.chunk.js', 900)]);
    at(1000);
    reporter.controlled();
    expect(posts).toEqual([['home.js'], ['ExperiencePage.chunk.js']]);
  });

  it('hands over a fetch that started before control even when it ends after (in flight at the claim)', () => {
    const { reporter, posts, handOver, at } = setUp();
    reporter.ready(handOver);
    at(1000);
    reporter.controlled();
    reporter.fetched([entry('experience.webm', 990), entry('cv.tex', 1010)]);
    expect(posts).toEqual([['experience.webm']]);
  });

  it('leaves out what started under control: the worker saw it', () => {
    const { reporter, posts, handOver, at } = setUp();
    at(500);
    reporter.controlled();
    reporter.ready(handOver);
    reporter.fetched([entry('later.js', 600)]);
    expect(posts).toEqual([]);
  });

  it('hands each address over once, however often it is fetched or swept', () => {
    const { reporter, posts, handOver, at } = setUp();
    reporter.ready(handOver);
    reporter.fetched([entry('a.js', 10), entry('a.js', 30)]);
    reporter.fetched([entry('a.js', 40), entry('preloaded.js', 50)]);
    at(100);
    reporter.controlled();
    reporter.fetched([entry('a.js', 10), entry('preloaded.js', 50)]);
    expect(posts).toEqual([['a.js'], ['preloaded.js']]);
  });

  it('counts the first control only: a new worker version taking over later misses nothing', () => {
    const { reporter, posts, handOver, at } = setUp();
    reporter.ready(handOver);
    at(100);
    reporter.controlled();
    at(5000);
    reporter.controlled();
    reporter.fetched([entry('late.js', 3000)]);
    expect(posts).toEqual([]);
  });

  it('leaves out a fetch that got no answer, and hands the address over once a later fetch of it does', () => {
    const { reporter, posts, handOver } = setUp();
    reporter.ready(handOver);
    const manifest = 'http://localhost:8082/mf-manifest.json';
    reporter.fetched([{ name: manifest, startTime: 10, initiatorType: 'fetch', responseStatus: 0 }]);
    expect(posts).toEqual([]);
    reporter.fetched([{ name: manifest, startTime: 20000, initiatorType: 'fetch', responseStatus: 200 }]);
    expect(posts).toEqual([[manifest]]);
  });
});

describe('which fetches failed, as far as the page can tell', () => {
  it('a fetch() or XHR with no status had no answer (aborted, refused, or refused by CORS)', () => {
    expect(failed({ name: 'a.json', startTime: 0, initiatorType: 'fetch', responseStatus: 0 })).toBe(true);
    expect(failed({ name: 'a.json', startTime: 0, initiatorType: 'xmlhttprequest', responseStatus: 0 })).toBe(true);
    expect(failed({ name: 'a.json', startTime: 0, initiatorType: 'fetch', responseStatus: 200 })).toBe(false);
    expect(failed({ name: 'a.json', startTime: 0, initiatorType: 'fetch', responseStatus: 304 })).toBe(false);
  });

  it('an error status failed, whatever asked for it', () => {
    expect(failed({ name: 'a.json', startTime: 0, initiatorType: 'fetch', responseStatus: 404 })).toBe(true);
    expect(failed({ name: 'a.js', startTime: 0, initiatorType: 'script', responseStatus: 503 })).toBe(true);
  });

  it('a script, stylesheet or video from another origin reads 0 either way: not known to have failed', () => {
    for (const initiatorType of ['script', 'link', 'css', 'video', 'img', 'other']) {
      expect(failed({ name: 'x', startTime: 0, initiatorType, responseStatus: 0 })).toBe(false);
    }
  });

  it('a browser that does not report the status: not known to have failed', () => {
    expect(failed({ name: 'a.json', startTime: 0, initiatorType: 'fetch' })).toBe(false);
  });
});
