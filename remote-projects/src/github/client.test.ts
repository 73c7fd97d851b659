/** @jest-environment node */
import { start, USER, type FakeGitHub } from '../../../tools/fake-github/server';
import { fetchRepositories, firstPageUrl, repositoriesOf, type RepositoriesResult } from './client';

let github: FakeGitHub;

beforeAll(async () => {
  github = await start({ port: 0, slowMs: 400 });
});

afterAll(() => github.close());

beforeEach(() => {
  github.setMode('normal');
  github.requests.length = 0;
});

const fetchAll = (extra: Partial<Parameters<typeof fetchRepositories>[0]> = {}) =>
  fetchRepositories({ api: github.url, user: USER, timeoutMs: 1000, ...extra });

function failureOf(result: RepositoriesResult) {
  if (result.ok) throw new Error('expected a failure');
  return result.failure;
}

describe('fetchRepositories against the fake GitHub', () => {
  it('asks for 100 per page sorted by push, follows rel="next" to the end, and sends no credentials', async () => {
    const result = await fetchAll();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(repositoriesOf(result.pages)).toHaveLength(122);
    expect(github.requests.map((r) => r.page)).toEqual([1, 2]);
    expect(github.requests.every((r) => r.search.includes('per_page=100') && r.search.includes('sort=pushed'))).toBe(true);
    expect(github.requests.every((r) => r.authorization === null)).toBe(true);
    expect(result.pages.every((page) => page.etag?.startsWith('W/"'))).toBe(true);
  });

  it('validates every item: missing and wrongly typed fields become null', async () => {
    const result = await fetchAll();
    if (!result.ok) throw new Error('expected the list');
    const odd = repositoriesOf(result.pages).find((repo) => repo.name === 'odd-types');
    expect(odd).toMatchObject({ description: null, language: null, hasPages: false });
  });

  it('revalidates with If-None-Match and reuses the cached pages on 304', async () => {
    const first = await fetchAll();
    if (!first.ok) throw new Error('expected the list');
    github.requests.length = 0;
    const again = await fetchAll({ cachedPages: first.pages });
    expect(again).toEqual({ ok: true, pages: first.pages, allNotModified: true });
    expect(github.requests.map((r) => r.ifNoneMatch)).toEqual(first.pages.map((page) => page.etag));
  });

  it('downloads a page again when its cached copy is stale', async () => {
    const first = await fetchAll();
    if (!first.ok) throw new Error('expected the list');
    const stale = first.pages.map((page, index) => (index === 0 ? { ...page, etag: 'W/"old"', repos: [] } : page));
    const again = await fetchAll({ cachedPages: stale });
    if (!again.ok) throw new Error('expected the list');
    expect(again.allNotModified).toBe(false);
    expect(repositoriesOf(again.pages)).toHaveLength(122);
  });

  it('reports the rate limit (403 with x-ratelimit-remaining: 0) and when it resets', async () => {
    github.setMode('rate-limit');
    const failure = failureOf(await fetchAll());
    expect(failure).toMatchObject({ kind: 'rate-limited', status: 403 });
    if (failure.kind !== 'rate-limited' || !failure.resetAt) throw new Error('expected a reset time');
    expect(Date.parse(failure.resetAt)).toBeGreaterThan(Date.now());
  });

  it('reports 429 as rate-limited', async () => {
    github.setMode('429');
    expect(failureOf(await fetchAll())).toMatchObject({ kind: 'rate-limited', status: 429 });
  });

  it('reports a server error', async () => {
    github.setMode('500');
    expect(failureOf(await fetchAll())).toEqual({ kind: 'server', status: 500 });
  });

  it('reports a malformed answer', async () => {
    github.setMode('malformed');
    expect(failureOf(await fetchAll())).toMatchObject({ kind: 'malformed' });
  });

  it('reports a connection reset as a network failure', async () => {
    github.setMode('reset');
    expect(failureOf(await fetchAll())).toMatchObject({ kind: 'network', timedOut: false });
  });

  it('gives up on a request that hangs after its timeout', async () => {
    github.setMode('hang');
    const started = Date.now();
    expect(failureOf(await fetchAll({ timeoutMs: 300 }))).toMatchObject({ kind: 'network', timedOut: true });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('waits for a slow answer within the timeout', async () => {
    github.setMode('slow');
    const result = await fetchAll({ timeoutMs: 5000 });
    expect(result.ok).toBe(true);
  });

  it('reports an unknown user as a server answer, not a crash', async () => {
    expect(failureOf(await fetchAll({ user: 'nobody-here' }))).toEqual({ kind: 'server', status: 404 });
  });

  it('reports an unreachable API as a network failure', async () => {
    const closed = await start({ port: 0 });
    await closed.close();
    expect(failureOf(await fetchRepositories({ api: closed.url, user: USER, timeoutMs: 1000 }))).toMatchObject({ kind: 'network' });
  });
});

describe('fetchRepositories with a stub fetch', () => {
  function stub(responses: Record<string, () => Response>): typeof fetch {
    return (async (input: RequestInfo | URL) => {
      const answer = responses[String(input)];
      if (!answer) throw new TypeError(`unexpected ${String(input)}`);
      return answer();
    }) as typeof fetch;
  }

  it('stops a Link chain that loops', async () => {
    const url = firstPageUrl('https://api.test', 'u');
    const result = await fetchRepositories({
      api: 'https://api.test',
      user: 'u',
      fetch: stub({ [url]: () => new Response('[]', { headers: { Link: `<${url}>; rel="next"` } }) }),
    });
    expect(failureOf(result)).toMatchObject({ kind: 'malformed' });
  });

  it('treats a 403 with quota left as a server refusal, not a rate limit', async () => {
    const url = firstPageUrl('https://api.test', 'u');
    const result = await fetchRepositories({
      api: 'https://api.test',
      user: 'u',
      fetch: stub({ [url]: () => new Response('{}', { status: 403, headers: { 'x-ratelimit-remaining': '12' } }) }),
    });
    expect(failureOf(result)).toEqual({ kind: 'server', status: 403 });
  });

  it('reads the reset time from Retry-After when x-ratelimit-reset is absent', async () => {
    const url = firstPageUrl('https://api.test', 'u');
    const result = await fetchRepositories({
      api: 'https://api.test',
      user: 'u',
      now: () => Date.parse('2026-01-01T00:00:00Z'),
      fetch: stub({ [url]: () => new Response('{}', { status: 429, headers: { 'retry-after': '120' } }) }),
    });
    expect(failureOf(result)).toEqual({ kind: 'rate-limited', status: 429, resetAt: '2026-01-01T00:02:00.000Z' });
  });

  it('reports a JSON object where a list belongs as malformed', async () => {
    const url = firstPageUrl('https://api.test', 'u');
    const result = await fetchRepositories({
      api: 'https://api.test',
      user: 'u',
      fetch: stub({ [url]: () => new Response('{"message":"hi"}') }),
    });
    expect(failureOf(result)).toMatchObject({ kind: 'malformed' });
  });
});
