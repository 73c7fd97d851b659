import { uncontrolledFetches } from './uncontrolledFetches';

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
});
