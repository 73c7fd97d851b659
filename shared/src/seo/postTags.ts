/**
 * The sharing and search tags of one of the owner's posts (or own pages) in its own document (build
 * time): its title and summary for Open Graph and the Twitter card, its canonical address, and
 * JSON-LD BlogPosting (WebPage), so a shared link or a search result shows it, not the home page.
 */
import type { SiteContent } from '../content/schema';
import { ownPagePath, postPath } from '../markdown/addresses';
import { openGraphLocale } from '../i18n/languages';
import type { PostSummary } from '../markdown/postFiles';
import { escapeAttribute, publicUrl, scriptJson, type ShareImage } from './headTags';

export function postHeadTags(
  site: SiteContent,
  {
    post,
    image,
    tag,
    dir = '',
    kind = 'post',
    alternates = [],
  }: {
    post: Omit<PostSummary, 'file'>;
    image: ShareImage | null;
    tag: string;
    dir?: string;
    kind?: 'post' | 'page';
    /** Its documents in every language it is in, the main one first (none: it is in one language). */
    alternates?: readonly { tag: string; path: string }[];
  },
): string {
  const base = publicUrl(site);
  const isPost = kind === 'post';
  const url = base ? new URL(isPost ? postPath(post.slug, dir) : ownPagePath(post.slug, dir), base).href : null;
  const home = base ? new URL(dir, base).href : null;
  const imageUrl = image ? (base ? new URL(image.path, base).href : image.path) : null;
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;
  const tags = [
    ...(post.summary ? [meta('name', 'description', post.summary)] : []),
    ...(url ? [`<link rel="canonical" href="${escapeAttribute(url)}" />`] : []),
    // Search engines take alternates only as absolute addresses, so they need the site's url.
    ...(base && alternates.length > 1
      ? [...alternates, { tag: 'x-default', path: alternates[0]!.path }].map(
          (alternate) => `<link rel="alternate" hreflang="${escapeAttribute(alternate.tag)}" href="${escapeAttribute(new URL(alternate.path, base).href)}" />`,
        )
      : []),
    meta('property', 'og:type', isPost ? 'article' : 'website'),
    meta('property', 'og:locale', openGraphLocale(post.lang ?? tag)),
    meta('property', 'og:title', post.title),
    ...(post.summary ? [meta('property', 'og:description', post.summary)] : []),
    meta('property', 'og:site_name', site.owner.name),
    ...(url ? [meta('property', 'og:url', url)] : []),
    ...(isPost && post.date ? [meta('property', 'article:published_time', post.date)] : []),
    ...(isPost && post.updated ? [meta('property', 'article:modified_time', post.updated)] : []),
    ...(isPost ? post.tags.map((name) => meta('property', 'article:tag', name)) : []),
    ...(imageUrl && image
      ? [
          meta('property', 'og:image', imageUrl),
          meta('property', 'og:image:type', image.type),
          ...(image.width && image.height ? [meta('property', 'og:image:width', String(image.width)), meta('property', 'og:image:height', String(image.height))] : []),
        ]
      : []),
    meta('name', 'twitter:card', image?.width && image.height && image.width >= 1.5 * image.height ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', post.title),
    ...(post.summary ? [meta('name', 'twitter:description', post.summary)] : []),
    ...(imageUrl ? [meta('name', 'twitter:image', imageUrl)] : []),
  ];
  const author = { '@type': 'Person', name: site.owner.name, ...(home ? { url: home } : {}) };
  const page = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: post.title,
    ...(post.summary ? { description: post.summary } : {}),
    inLanguage: post.lang ?? tag,
    ...(url ? { url } : {}),
    author,
  };
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.summary ? { description: post.summary } : {}),
    ...(post.date ? { datePublished: post.date } : {}),
    ...(post.updated || post.date ? { dateModified: post.updated ?? post.date } : {}),
    inLanguage: post.lang ?? tag,
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    ...(post.words > 0 ? { wordCount: post.words } : {}),
    ...(url ? { url, mainEntityOfPage: url } : {}),
    ...(imageUrl ? { image: imageUrl } : {}),
    author,
  };
  tags.push(`<script type="application/ld+json">${scriptJson(isPost ? posting : page)}</script>`);
  return tags.map((line) => `\n    ${line}`).join('');
}
