// Deep, not the package index: the build loads this file into node, where the index's components can't load.
import { safeWebUrl } from '@portfolio/shared/src/content/webUrl';

/**
 * The owner's posts as the build read them from their feed (builder/writing/feedSnapshot.js), emitted
 * beside the remote's entry as WRITING_SNAPSHOT_FILE (shared/src/contract.ts). The file is ours, but it still comes from a server,
 * and its text from a feed nobody here controls: every field is checked again before it is shown.
 */

export interface Post {
  title: string;
  /** An http(s) URL. */
  url: string;
  /** ISO 8601. */
  date: string;
  /** Plain text. */
  summary: string;
  tags: string[];
  /** The cover, made by the build: a path relative to the snapshot ("covers/….webp"). */
  cover?: string;
}

export interface WritingSnapshot {
  feed: string;
  takenAt: string;
  /** How many posts to show (content/site.json `writing.limit`). */
  limit: number;
  /** Where the page reads the feed again, when its server allows any page to (CORS); else the snapshot is all there is. */
  live?: string;
  posts: Post[];
}

const DEFAULT_LIMIT = 10;


const COVER_PATH = /^covers\/[0-9a-f]{16}\.webp$/;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function parsePost(value: unknown): Post | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const title = text(item.title);
  const url = safeWebUrl(item.url);
  const date = text(item.date);
  if (!title || !url || !date || Number.isNaN(Date.parse(date))) return null;
  const tags = Array.isArray(item.tags) ? item.tags.filter((tag): tag is string => text(tag) !== null) : [];
  const cover = typeof item.cover === 'string' && COVER_PATH.test(item.cover) ? item.cover : undefined;
  return { title, url, date, summary: text(item.summary) ?? '', tags, ...(cover ? { cover } : {}) };
}

/** A snapshot file's content, newest post first, or null when it is not one. */
export function parseSnapshot(value: unknown): WritingSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const { feed, takenAt, limit, live, posts } = value as Record<string, unknown>;
  const feedUrl = safeWebUrl(feed);
  if (!feedUrl || typeof takenAt !== 'string' || Number.isNaN(Date.parse(takenAt)) || !Array.isArray(posts)) return null;
  const shown = posts.map(parsePost).filter((post): post is Post => post !== null);
  const liveUrl = safeWebUrl(live);
  return {
    feed: feedUrl,
    takenAt,
    limit: typeof limit === 'number' && Number.isInteger(limit) && limit >= 1 ? limit : DEFAULT_LIMIT,
    ...(liveUrl ? { live: liveUrl } : {}),
    posts: shown.sort((a, b) => Date.parse(b.date) - Date.parse(a.date)),
  };
}
