/**
 * The owner's own posts as an Atom feed (RFC 4287), whole content: what a feed reader subscribes to
 * from any page of the site (`<link rel="alternate" type="application/atom+xml">`). Written at build
 * time; each entry's content is the post's body as HTML, rendered from the same tree the site shows.
 */
import type { SiteContent } from '../content/schema';
import type { PostSummary } from '../markdown/postFiles';
import { postPath } from '../markdown/addresses';

export const ATOM_FEED_FILE = 'feed.xml';
/**
 * The newest posts a feed holds, whole: what a reader shows as new (Jekyll's feed holds 10). All of a
 * thousand posts, whole, made a 35 MB feed that every reader would fetch again on each visit.
 */
export const ATOM_FEED_ENTRIES = 20;

export interface AtomEntry {
  post: Omit<PostSummary, 'file'>;
  /** The body as HTML, its links and pictures absolute where the site's address is known. */
  html: string;
}

const xmlText = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The newest of a post's dates: when it last changed. */
const changed = (post: AtomEntry['post']) => post.updated ?? post.date;

/**
 * @param base  the site's public address (site.json url, ending in "/"), or null: links are then
 *   relative to the feed's own address, where readers resolve them
 * @param idOf  a post's permanent id when the site has no address to make one from (urn:uuid:…)
 */
export function atomFeed(site: SiteContent, entries: readonly AtomEntry[], { base, idOf, title }: { base: string | null; idOf(slug: string): string; title: string }): string {
  const link = (path: string) => (base ? new URL(path, base).href : path);
  const dates = entries.slice(0, ATOM_FEED_ENTRIES).map(({ post }) => changed(post)).filter((date): date is string => date !== null).sort();
  // The newest change, not the build's clock: building twice gives the same feed.
  const updated = dates.at(-1) ?? new Date(0).toISOString();
  const items = entries.slice(0, ATOM_FEED_ENTRIES).map(({ post, html }) => {
    const href = link(postPath(post.slug));
    return [
      '  <entry>',
      `    <title>${xmlText(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(href)}"/>`,
      `    <id>${xmlText(base ? href : idOf(post.slug))}</id>`,
      ...(post.date ? [`    <published>${post.date}</published>`] : []),
      `    <updated>${changed(post) ?? updated}</updated>`,
      ...post.tags.map((tag) => `    <category term="${xmlText(tag)}"/>`),
      ...(post.summary ? [`    <summary>${xmlText(post.summary)}</summary>`] : []),
      `    <content type="html"${post.lang ? ` xml:lang="${xmlText(post.lang)}"` : ''}>${xmlText(html)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(site.language)}">`,
    `  <title>${xmlText(title)}</title>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(link('./'))}"/>`,
    ...(base ? [`  <link rel="self" type="application/atom+xml" href="${xmlText(link(ATOM_FEED_FILE))}"/>`] : []),
    `  <id>${xmlText(base ?? idOf(''))}</id>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${xmlText(site.owner.name)}</name>${base ? `<uri>${xmlText(base)}</uri>` : ''}</author>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}
