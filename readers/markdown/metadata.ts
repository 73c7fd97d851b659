/**
 * A post's fields from the keys each generator's front matter uses for them (already in lower
 * case), with what its file name says as the fallback:
 *
 *   title     title (Next: `export const metadata = { title }`, else the first heading: readPost.ts)
 *   date      date, pubdatetime (AstroPaper), pubdate (Astro), published (when a date), publishdate
 *             (Hugo), publishedat, created; else the file or folder name's date; else a date in a
 *             Zola `path`
 *   updated   lastmod (Hugo), updated (Zola, Jekyll plug-ins), moddatetime (AstroPaper), updateddate,
 *             modified
 *   summary   description, summary, spoiler (overreacted), excerpt, abstract, subtitle
 *   tags      tags, categories, category; TOML's [taxonomies] tags and categories (Zola); Jekyll's
 *             "a b c" string is three tags. (keywords are for search engines, not readers: left out)
 *   draft     draft: true, or Jekyll's published: false
 *   slug      slug, postslug (AstroPaper 1–3), else the last part of a Zola `path`
 *   lang      lang, language, locale
 *
 * Zola's `[extra]` and every other key are the old theme's: ignored.
 */
import { parseFeedDate } from '@portfolio/shared/src/feed/feedDates';
import type { FrontMatterData } from './frontMatter';

export interface Metadata {
  title: string | null;
  date: string | null;
  updated: string | null;
  summary: string | null;
  tags: string[];
  draft: boolean;
  slug: string | null;
  lang: string | null;
  /** A page's place in the home menu: `order`, Hugo's `weight`, Jekyll's `nav_order`, Docusaurus's `sidebar_position`. */
  order: number | null;
  /** A page's background video, by name. */
  video: string | null;
  /** Values that were there but could not be read: "date 'soon' is not a date". */
  problems: string[];
}

const DATE_KEYS = ['date', 'pubdatetime', 'pubdate', 'published', 'publishdate', 'publishedat', 'published_at', 'created', 'createdat'];
const UPDATED_KEYS = ['lastmod', 'updated', 'moddatetime', 'updateddate', 'updatedat', 'modified', 'last_modified_at'];
const SUMMARY_KEYS = ['description', 'summary', 'spoiler', 'excerpt', 'abstract', 'subtitle'];
const TAG_KEYS = ['tags', 'categories', 'category'];
const ORDER_KEYS = ['order', 'weight', 'nav_order', 'sidebar_position', 'menu_order'];
const LANG = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i;

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A date as ISO 8601 in UTC, or null. Strict (feedDates): "2" is not 2001. */
export function isoDate(value: unknown): string | null {
  const raw = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : null;
  if (raw === null || raw === '') return null;
  // Jekyll writes "2015-05-21 10:00:00 -0700", Hugo and Astro ISO 8601; a date alone is that day in UTC.
  const time = parseFeedDate(raw.replace(/^(\d{4}-\d{2}-\d{2})\s+(\d{1,2}:\d{2})/, (_, day: string, clock: string) => `${day}T${clock.padStart(5, '0')}`)) ?? monthNameDate(raw);
  return time === null ? null : new Date(time).toISOString();
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Astro's blog template writes `pubDate: 'Jul 08 2022'` (and owners "July 8, 2022"): that day, in UTC. */
function monthNameDate(raw: string): number | null {
  const match = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(raw);
  const month = match ? MONTHS.indexOf((match[1] ?? '').slice(0, 3).toLowerCase()) + 1 : 0;
  if (!match || month === 0) return null;
  return parseFeedDate(`${match[3]}-${String(month).padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`);
}

function tagsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'string' || typeof item === 'number' ? [String(item).trim()] : []));
  if (typeof value === 'string') {
    // "a, b" (many generators) or Jekyll's "a b" (its tags are space-separated).
    return value.split(value.includes(',') ? ',' : /\s+/).map((tag) => tag.trim());
  }
  return [];
}

function distinct(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase();
    if (tag === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A Zola page's `path = "blog/2019/01/15/name/"`: the date in it, and its last part. */
function zolaPath(value: unknown): { date: string | null; slug: string | null } {
  if (typeof value !== 'string') return { date: null, slug: null };
  const dated = /(\d{4})[/-](\d{2})[/-](\d{2})/.exec(value);
  const last = value.split('/').filter(Boolean).pop() ?? null;
  return { date: dated ? isoDate(`${dated[1]}-${dated[2]}-${dated[3]}`) : null, slug: last };
}

function firstDate(data: FrontMatterData, keys: readonly string[], problems: string[]): string | null {
  for (const key of keys) {
    const value = data[key];
    if (value === undefined || value === null || typeof value === 'boolean' || value === '') continue;
    const date = isoDate(value);
    if (date !== null) return date;
    problems.push(`${key} "${String(text(value) ?? typeof value).slice(0, 40)}" is not a date`);
  }
  return null;
}

/** The first order key with a number (a numeric string too). */
function orderOf(data: FrontMatterData, problems: string[]): number | null {
  const key = ORDER_KEYS.find((name) => data[name] !== undefined && data[name] !== null);
  if (key === undefined) return null;
  const value = typeof data[key] === 'string' ? Number(data[key]) : data[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  problems.push(`${key} "${String(data[key]).slice(0, 20)}" is not a number`);
  return null;
}

/**
 * @param data       the front matter, keys in lower case
 * @param nameDate   the file or folder name's date (YYYY-MM-DD), or null
 * @param exported   what an MDX file's `export const metadata = {…}` says (Next)
 */
export function readMetadata(data: FrontMatterData, nameDate: string | null, exported: Record<string, string> = {}): Metadata {
  const problems: string[] = [];
  const taxonomies = (data.taxonomies !== null && typeof data.taxonomies === 'object' ? data.taxonomies : {}) as FrontMatterData;
  const path = zolaPath(data.path);
  const draft = data.draft === true || data.draft === 'true' || data.published === false || data.published === 'false';
  const date = firstDate(data, DATE_KEYS, problems) ?? firstDate(exported, DATE_KEYS, problems) ?? (nameDate ? isoDate(nameDate) : null) ?? path.date;
  const summaryKey = SUMMARY_KEYS.find((key) => text(data[key]) !== null);
  const langValue = text(data.lang) ?? text(data.language) ?? text(data.locale);
  if (langValue !== null && !LANG.test(langValue)) problems.push(`lang "${langValue.slice(0, 20)}" is not a language tag`);
  return {
    title: text(data.title) ?? text(exported.title),
    date,
    updated: firstDate(data, UPDATED_KEYS, problems),
    summary: summaryKey ? text(data[summaryKey]) : text(exported.description),
    tags: distinct([...TAG_KEYS.flatMap((key) => tagsOf(data[key])), ...tagsOf(taxonomies.tags), ...tagsOf(taxonomies.categories)]),
    draft,
    slug: text(data.slug) ?? text(data.postslug) ?? path.slug,
    lang: langValue !== null && LANG.test(langValue) ? langValue.replace('_', '-') : null,
    order: orderOf(data, problems),
    video: text(data.video),
    problems,
  };
}
