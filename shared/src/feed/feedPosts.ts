/**
 * Which posts of a feed are shown, and how: the rules the build's reader (builder/writing/readFeed.js,
 * on feedsmith) and the page's live reader (remote-writing, on DOMParser) share, so a post looks the
 * same whichever read it. Each reader says where a format keeps each field (an ItemReader); this
 * module decides what is kept. Everything in a feed comes from a server nobody here controls: no
 * markup and no URL other than http(s) leaves it, and an item that can't be shown honestly is
 * skipped and named.
 */
import { parseFeedDate } from './feedDates';
import { collapse, shorten } from './feedText';

export const SUMMARY_LENGTH = 200;
const SKIPPED_NAME_LENGTH = 80;
const MAX_TAGS = 8;

export interface FeedPost {
  /** Plain text, whitespace collapsed. */
  title: string;
  /** An absolute http: or https: URL. */
  url: string;
  /** ISO 8601: when it was published, else updated. */
  date: string;
  /** Plain text, at most ~200 characters, cut at a word with '…'. */
  summary: string;
  /** Plain text, each once whatever its case, at most 8. */
  tags: string[];
}

export interface SkippedItem {
  item: string;
  reason: string;
}

/** Where a feed format keeps each field. Text comes back as plain text; summaries as thunks, so a whole article is only read when every source before it is empty. */
export interface ItemReader<F, I> {
  base(feed: F): unknown;
  items(feed: F): readonly I[] | undefined;
  itemBase(item: I, base: string | undefined): string | undefined;
  feedTitle(feed: F): string;
  title(item: I): string;
  links(item: I): unknown[];
  dates(item: I): unknown[];
  summaries(item: I): (() => string)[];
  tags(item: I): string[];
}

export interface ReadPosts<I> {
  /** Newest first, at most the limit, each with the item it came from (for what a reader adds, such as covers). */
  posts: { post: FeedPost; item: I }[];
  skipped: SkippedItem[];
  title?: string;
  /** What relative links were resolved against: the feed's own link, else its URL. */
  base: string | undefined;
}

export function absoluteUrl(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    return new URL(raw.trim(), base).href;
  } catch {
    return null;
  }
}

/** An absolute http(s) URL, or null: javascript:, data: and every other scheme are dropped. */
export function webUrl(raw: unknown, base?: string): string | null {
  const url = absoluteUrl(raw, base);
  return url && /^https?:/i.test(url) ? url : null;
}

function distinct(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase();
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

function firstText(thunks: (() => string)[]): string {
  for (const thunk of thunks) {
    const text = thunk();
    if (text) return text;
  }
  return '';
}

/**
 * The newest `limit` posts of a parsed feed. `baseUrl` is the feed's own URL, for relative links.
 */
export function readPosts<F, I>(feed: F, reader: ItemReader<F, I>, { limit, baseUrl }: { limit: number; baseUrl?: string }): ReadPosts<I> {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`the limit must be a positive whole number, not ${JSON.stringify(limit)}`);
  const base = absoluteUrl(reader.base(feed), baseUrl) ?? baseUrl;
  const skipped: SkippedItem[] = [];
  const candidates: { item: I; title: string; url: string; time: number }[] = [];
  (reader.items(feed) ?? []).forEach((item, index) => {
    const title = reader.title(item);
    const links = reader.links(item).filter(Boolean);
    const url = links.map((raw) => webUrl(raw, reader.itemBase(item, base))).find(Boolean);
    const dates = reader.dates(item).filter(Boolean);
    const time = dates.map(parseFeedDate).find((parsed) => parsed !== null);
    const reason = !title ? 'no title' : !url ? 'no http(s) link' : dates.length === 0 ? 'no date' : time == null ? `date '${String(dates[0])}' is not a date` : null;
    if (reason) skipped.push({ item: shorten(collapse(title || links[0] || `item ${index + 1}`), SKIPPED_NAME_LENGTH), reason });
    else candidates.push({ item, title, url: url as string, time: time as number });
  });

  // Newest first; a URL seen twice (an edited post listed again) keeps its newest entry.
  candidates.sort((a, b) => b.time - a.time);
  const seen = new Set<string>();
  const chosen = candidates.filter(({ url }) => !seen.has(url) && Boolean(seen.add(url))).slice(0, limit);

  // Only the kept posts are worth the HTML work: a feed may carry thousands of whole articles.
  const posts = chosen.map(({ item, title, url, time }) => ({
    item,
    post: {
      title,
      url,
      date: new Date(time).toISOString(),
      summary: shorten(firstText(reader.summaries(item)), SUMMARY_LENGTH),
      tags: distinct(reader.tags(item).filter(Boolean)).slice(0, MAX_TAGS),
    },
  }));
  const title = reader.feedTitle(feed);
  return { posts, skipped, base, ...(title ? { title } : {}) };
}
