import { fetchWritingFile, loadPostFile, remoteContent, type PostBody, type PostSummary } from '@portfolio/shared';
import { BUILT_FILE, ownIndexFile, type ReadContent } from './ownIndex';

/** A document's address the build names: a language's folder, then posts/<slug>/ or <name>/, nothing that leaves the site. */
const DOCUMENT_PATH = /^(?:[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*\/)?(?:posts\/)?[^/:?#\\.][^/:?#\\]*\/$/;

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

/** The owner's own posts (newest first) or pages (in menu order) an index file lists: those it describes whole. */
export function parseIndex(index: unknown): PostSummary[] {
  return Array.isArray(index) ? index.map(parseSummary).filter((post): post is PostSummary => post !== null) : [];
}

/**
 * The owner's own posts or pages, as the remote's content.json names their index: [] when the site
 * has none. Throws when the files cannot be had (the page offers Retry).
 */
export async function loadOwnPosts(base: string, fetchImpl: typeof fetch = fetch, read: ReadContent = remoteContent, kind: 'posts' | 'pages' = 'posts'): Promise<PostSummary[]> {
  const file = ownIndexFile(await read(base), kind);
  return file === null ? [] : parseIndex(await fetchWritingFile(base, file, fetchImpl));
}

/** One post's body file, its index entry's fields beside it. */
export async function loadPostBody(base: string, summary: PostSummary, fetchImpl: typeof fetch = fetch): Promise<PostBody> {
  const { body } = await loadPostFile(base, summary.file, fetchImpl);
  return { ...summary, body };
}
