import { loadPostFile, pageLanguage, remoteContent, type PostBody, type PostSummary, type WritingContent } from '@portfolio/shared';

/** Long enough for a slow phone network, short enough that a visitor is not left waiting on a dead host. */
const LOAD_TIMEOUT_MS = 10_000;

/** Where a file the build names may be: under the remote's static/media/, nowhere else. */
const BUILT_FILE = /^static\/media\/[\w.-]+\.json$/;
/** A document's address the build names: a language's folder, then posts/<slug>/ or <name>/, nothing that leaves the site. */
const DOCUMENT_PATH = /^(?:[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*\/)?(?:posts\/)?[^/:?#\\.][^/:?#\\]*\/$/;

export type ReadContent = (base: string) => Promise<WritingContent>;

async function fetchJson(url: URL, fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url.href}`);
  return response.json();
}

const text = (value: unknown): value is string => typeof value === 'string';

function parseSummary(value: unknown): PostSummary | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  if (!text(item.slug) || !text(item.title) || !text(item.file) || !BUILT_FILE.test(item.file)) return null;
  const date = text(item.date) && !Number.isNaN(Date.parse(item.date)) ? item.date : null;
  return {
    slug: item.slug,
    title: item.title,
    date,
    updated: text(item.updated) ? item.updated : null,
    summary: text(item.summary) ? item.summary : '',
    tags: Array.isArray(item.tags) ? item.tags.filter(text) : [],
    ...(text(item.lang) ? { lang: item.lang } : {}),
    words: typeof item.words === 'number' ? item.words : 0,
    ...(text(item.video) ? { video: item.video } : {}),
    ...(text(item.path) && DOCUMENT_PATH.test(item.path) ? { path: item.path } : {}),
    file: item.file,
  };
}

/**
 * The owner's own posts (newest first) or pages (in menu order), as the remote's content.json names
 * their index: [] when the site has none. Throws when the files cannot be had (the page offers Retry).
 */
export async function loadOwnPosts(base: string, fetchImpl: typeof fetch = fetch, read: ReadContent = remoteContent, kind: 'posts' | 'pages' = 'posts'): Promise<PostSummary[]> {
  const content = await read(base);
  // The page's language's own index, when it has translations; else the main language's.
  const file = content.languages?.[pageLanguage()]?.[kind] ?? content[kind];
  if (!text(file) || !BUILT_FILE.test(file)) return [];
  const index = await fetchJson(new URL(file, base), fetchImpl);
  return Array.isArray(index) ? index.map(parseSummary).filter((post): post is PostSummary => post !== null) : [];
}

/** One post's body file, its index entry's fields beside it. */
export async function loadPostBody(base: string, summary: PostSummary, fetchImpl: typeof fetch = fetch): Promise<PostBody> {
  const { body } = await loadPostFile(base, summary.file, fetchImpl);
  return { ...summary, body };
}
