/**
 * The shell's sharing and search tags (build time): description, Open Graph, Twitter card,
 * canonical link and JSON-LD Person, and the robots.txt and sitemap.xml that go beside them.
 * Every value comes from the owner's content and is escaped here.
 */
import type { SiteContent } from '../content/schema';
import { openGraphLocale } from '../i18n/languages';
import type { TranslatedOwner } from '../i18n/pageContext';
import type { PostSummary } from '../markdown/postFiles';
import { ownPagePath, postPath } from '../markdown/addresses';

export interface ShareImage {
  /** Relative to the shell's index.html, e.g. "static/media/share.1a2b3c4d.png". */
  path: string;
  /** Pixel size, when known (the generated card); social networks then need not fetch it first. */
  width?: number;
  height?: number;
  type: string;
}

const MAX_DESCRIPTION = 200;

export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** JSON that cannot end its <script> element or open a comment, whatever the strings hold. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** One language's page: its tag, its folder in the site ("" for the main language) and its owner's prose. */
export interface LanguagePage {
  tag: string;
  dir: string;
  owner: TranslatedOwner;
}

const MAIN_PAGE = (site: SiteContent): LanguagePage => ({ tag: site.language, dir: '', owner: {} });

/** The intro as a search/preview snippet: whole words, at most 200 characters. */
export function describeOwner(owner: Pick<SiteContent['owner'], 'intro'>): string {
  const intro = owner.intro.replace(/\s+/g, ' ').trim();
  if (intro.length <= MAX_DESCRIPTION) return intro;
  const cut = intro.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:]+$/, '')}…`;
}

/** The public address with a trailing slash, or null when the owner has not said where the site lives. */
export function publicUrl(site: SiteContent): string | null {
  if (!site.url) return null;
  return site.url.endsWith('/') ? site.url : `${site.url}/`;
}

/** Every language's page address, when the site's public address is known. */
function languageUrls(base: string, languages: readonly LanguagePage[]): { tag: string; href: string }[] {
  return languages.map((language) => ({ tag: language.tag, href: new URL(language.dir, base).href }));
}

/**
 * @param page       the language of this page (default: the main one)
 * @param languages  every language of the site, the main one first (default: just the main one)
 */
export function headTags(
  site: SiteContent,
  {
    title,
    image,
    page = MAIN_PAGE(site),
    languages = [MAIN_PAGE(site)],
  }: { title: string; image: ShareImage | null; page?: LanguagePage; languages?: readonly LanguagePage[] },
): string {
  const owner = { ...site.owner, ...page.owner };
  const base = publicUrl(site);
  const pageUrl = base ? new URL(page.dir, base).href : null;
  const description = describeOwner(owner);
  const imageUrl = image ? (base ? new URL(image.path, base).href : image.path) : null;
  const imageAlt = `${owner.name}, ${owner.jobTitle}`;
  // Search engines take alternates only as absolute addresses, so they need the site's url.
  const alternates = base && languages.length > 1 ? languageUrls(base, languages) : [];
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;

  const tags = [
    meta('name', 'description', description),
    ...(pageUrl ? [`<link rel="canonical" href="${escapeAttribute(pageUrl)}" />`] : []),
    ...alternates.map(({ tag, href }) => `<link rel="alternate" hreflang="${escapeAttribute(tag)}" href="${escapeAttribute(href)}" />`),
    ...(alternates[0] ? [`<link rel="alternate" hreflang="x-default" href="${escapeAttribute(alternates[0].href)}" />`] : []),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:locale', openGraphLocale(page.tag)),
    ...languages.filter((language) => language.tag !== page.tag).map((language) => meta('property', 'og:locale:alternate', openGraphLocale(language.tag))),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:site_name', site.owner.name),
    meta('property', 'profile:username', site.github.user),
    ...(pageUrl ? [meta('property', 'og:url', pageUrl)] : []),
    ...(image && imageUrl
      ? [
          meta('property', 'og:image', imageUrl),
          meta('property', 'og:image:type', image.type),
          ...(image.width && image.height
            ? [meta('property', 'og:image:width', String(image.width)), meta('property', 'og:image:height', String(image.height))]
            : []),
          meta('property', 'og:image:alt', imageAlt),
        ]
      : []),
    // The large card needs a wide image; a square profile picture makes the small one.
    meta('name', 'twitter:card', image?.width && image.height && image.width >= 1.5 * image.height ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(imageUrl ? [meta('name', 'twitter:image', imageUrl), meta('name', 'twitter:image:alt', imageAlt)] : []),
  ];

  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    jobTitle: owner.jobTitle,
    description,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(pageUrl ? { url: pageUrl } : {}),
    sameAs: [site.social.photos.url, site.social.professional.url, site.social.code.url],
  };
  tags.push(`<script type="application/ld+json">${scriptJson(person)}</script>`);
  return tags.map((tag) => `\n    ${tag}`).join('');
}

const xmlText = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The sitemap's entries: one per language, each naming every language's page (itself included) and x-default. */
function sitemapEntries(base: string, languages: readonly LanguagePage[]): string {
  const urls = languageUrls(base, languages);
  if (urls.length === 1) return `  <url><loc>${xmlText(base)}</loc></url>\n`;
  const links = [...urls, { tag: 'x-default', href: urls[0]!.href }]
    .map(({ tag, href }) => `\n    <xhtml:link rel="alternate" hreflang="${xmlText(tag)}" href="${xmlText(href)}"/>`)
    .join('');
  return urls.map(({ href }) => `  <url>\n    <loc>${xmlText(href)}</loc>${links}\n  </url>\n`).join('');
}

/** A post's entry: its document's address, and when it last changed. */
function postEntry(base: string, post: Pick<PostSummary, 'slug' | 'date' | 'updated'>): string {
  const changed = post.updated ?? post.date;
  return `  <url><loc>${xmlText(new URL(postPath(post.slug), base).href)}</loc>${changed ? `<lastmod>${xmlText(changed)}</lastmod>` : ''}</url>\n`;
}

/** robots.txt and sitemap.xml for a site whose public address is known; none otherwise. `posts`, `pages`: the owner's, each at its document. */
export function crawlerFiles(
  site: SiteContent,
  languages: readonly LanguagePage[] = [MAIN_PAGE(site)],
  posts: readonly Pick<PostSummary, 'slug' | 'date' | 'updated'>[] = [],
  pages: readonly string[] = [],
): { file: string; source: string }[] {
  const base = publicUrl(site);
  if (!base) return [];
  const xhtml = languages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return [
    { file: 'robots.txt', source: `User-agent: *\nAllow: /\n\nSitemap: ${new URL('sitemap.xml', base).href}\n` },
    {
      file: 'sitemap.xml',
      source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${sitemapEntries(base, languages)}${pages.map((name) => `  <url><loc>${xmlText(new URL(ownPagePath(name), base).href)}</loc></url>\n`).join('')}${posts.map((post) => postEntry(base, post)).join('')}</urlset>\n`,
    },
  ];
}
