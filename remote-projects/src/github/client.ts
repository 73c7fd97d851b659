import { nextLink } from './linkHeader';
import { parseRepositoryPage } from './repository';
import type { Repository } from './types';

/** Why the live list could not be had, as the page needs to explain it. */
export type GitHubFailure =
  | { kind: 'network'; timedOut: boolean; message: string }
  | { kind: 'rate-limited'; status: number; resetAt: string | null }
  | { kind: 'server'; status: number }
  | { kind: 'malformed'; message: string };

/** One page of the answer, kept with its ETag so a later visit can revalidate it. */
export interface RepositoryPage {
  url: string;
  etag: string | null;
  next: string | null;
  repos: Repository[];
}

export type RepositoriesResult =
  | { ok: true; pages: RepositoryPage[]; allNotModified: boolean }
  | { ok: false; failure: GitHubFailure };

export interface FetchRepositoriesOptions {
  api: string;
  user: string;
  fetch?: typeof fetch;
  /** Applies to each request, body included. */
  timeoutMs?: number;
  /** Pages from an earlier answer: each is requested with If-None-Match and reused on 304. */
  cachedPages?: readonly RepositoryPage[];
  /** Extra request headers; the build uses this for its token, the browser never does. */
  headers?: Record<string, string>;
  now?: () => number;
}

export const DEFAULT_TIMEOUT_MS = 8000;
/** A Link chain longer than this is a server bug, not 10,000 repositories. */
const MAX_PAGES = 100;

export function firstPageUrl(api: string, user: string): string {
  return `${api}/users/${encodeURIComponent(user)}/repos?per_page=100&sort=pushed`;
}

function resetTime(headers: Headers, now: number): string | null {
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (headers.get('x-ratelimit-reset') && Number.isFinite(reset)) return new Date(reset * 1000).toISOString();
  const retryAfter = Number(headers.get('retry-after'));
  if (headers.get('retry-after') && Number.isFinite(retryAfter)) return new Date(now + retryAfter * 1000).toISOString();
  return null;
}

function failureFor(response: Response, now: number): GitHubFailure {
  const exhausted = response.headers.get('x-ratelimit-remaining') === '0';
  if (response.status === 429 || (response.status === 403 && exhausted)) {
    return { kind: 'rate-limited', status: response.status, resetAt: resetTime(response.headers, now) };
  }
  return { kind: 'server', status: response.status };
}

function networkFailure(error: unknown): GitHubFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const timedOut = name === 'TimeoutError' || name === 'AbortError';
  return { kind: 'network', timedOut, message: error instanceof Error ? error.message : String(error) };
}

type PageOutcome = { ok: true; page: RepositoryPage; notModified: boolean } | { ok: false; failure: GitHubFailure };

async function fetchPage(url: string, cached: RepositoryPage | undefined, options: FetchRepositoriesOptions): Promise<PageOutcome> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const headers: Record<string, string> = { Accept: 'application/vnd.github+json', ...options.headers };
  if (cached?.etag) headers['If-None-Match'] = cached.etag;
  try {
    const response = await doFetch(url, {
      headers,
      credentials: 'omit',
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (response.status === 304 && cached) return { ok: true, page: cached, notModified: true };
    if (!response.ok) return { ok: false, failure: failureFor(response, now()) };
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (error instanceof Error && error.name !== 'SyntaxError') return { ok: false, failure: networkFailure(error) };
      return { ok: false, failure: { kind: 'malformed', message: `${url} did not answer with JSON` } };
    }
    const repos = parseRepositoryPage(body);
    if (!repos) return { ok: false, failure: { kind: 'malformed', message: `${url} did not answer with a list` } };
    const page = { url, etag: response.headers.get('etag'), next: nextLink(response.headers.get('link'), url), repos };
    return { ok: true, page, notModified: false };
  } catch (error) {
    return { ok: false, failure: networkFailure(error) };
  }
}

/**
 * GET {api}/users/{user}/repos?per_page=100&sort=pushed without credentials, following
 * Link rel="next" to the last page. Never throws: a failure is a typed value.
 */
export async function fetchRepositories(options: FetchRepositoriesOptions): Promise<RepositoriesResult> {
  const cachedByUrl = new Map((options.cachedPages ?? []).map((page) => [page.url, page]));
  const pages: RepositoryPage[] = [];
  const seen = new Set<string>();
  let allNotModified = true;
  let url: string | null = firstPageUrl(options.api, options.user);
  while (url) {
    if (seen.has(url) || pages.length >= MAX_PAGES) {
      return { ok: false, failure: { kind: 'malformed', message: `the Link header of ${url} loops` } };
    }
    seen.add(url);
    const outcome = await fetchPage(url, cachedByUrl.get(url), options);
    if (!outcome.ok) return outcome;
    allNotModified &&= outcome.notModified;
    pages.push(outcome.page);
    url = outcome.page.next;
  }
  return { ok: true, pages, allNotModified };
}

export function repositoriesOf(pages: readonly RepositoryPage[]): Repository[] {
  return pages.flatMap((page) => page.repos);
}
