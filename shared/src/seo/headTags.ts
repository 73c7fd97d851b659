/**
 * The shell's sharing and search tags (build time): description, Open Graph, Twitter card,
 * canonical link and JSON-LD Person, and the robots.txt and sitemap.xml that go beside them.
 * Every value comes from the owner's content and is escaped here.
 */
import type { SiteContent } from '../content/schema';

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
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The intro as a search/preview snippet: whole words, at most 200 characters. */
export function describeOwner(site: SiteContent): string {
  const intro = site.owner.intro.replace(/\s+/g, ' ').trim();
  if (intro.length <= MAX_DESCRIPTION) return intro;
  const cut = intro.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:]+$/, '')}…`;
}

/** The public address with a trailing slash, or null when the owner has not said where the site lives. */
export function publicUrl(site: SiteContent): string | null {
  if (!site.url) return null;
  return site.url.endsWith('/') ? site.url : `${site.url}/`;
}

export function headTags(site: SiteContent, { title, image }: { title: string; image: ShareImage | null }): string {
  const base = publicUrl(site);
  const description = describeOwner(site);
  const imageUrl = image ? (base ? new URL(image.path, base).href : image.path) : null;
  const imageAlt = `${site.owner.name}, ${site.owner.jobTitle}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;

  const tags = [
    meta('name', 'description', description),
    ...(base ? [`<link rel="canonical" href="${escapeAttribute(base)}" />`] : []),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:site_name', site.owner.name),
    meta('property', 'profile:username', site.github.user),
    ...(base ? [meta('property', 'og:url', base)] : []),
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
    name: site.owner.name,
    jobTitle: site.owner.jobTitle,
    description,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(base ? { url: base } : {}),
    sameAs: [site.social.photos.url, site.social.professional.url, site.social.code.url],
  };
  tags.push(`<script type="application/ld+json">${scriptJson(person)}</script>`);
  return tags.map((tag) => `\n    ${tag}`).join('');
}

/** robots.txt and sitemap.xml for a site whose public address is known; none otherwise. */
export function crawlerFiles(site: SiteContent): { file: string; source: string }[] {
  const base = publicUrl(site);
  if (!base) return [];
  const xmlUrl = base.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
  return [
    { file: 'robots.txt', source: `User-agent: *\nAllow: /\n\nSitemap: ${new URL('sitemap.xml', base).href}\n` },
    {
      file: 'sitemap.xml',
      source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${xmlUrl}</loc></url>\n</urlset>\n`,
    },
  ];
}
