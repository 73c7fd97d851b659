/**
 * The fake blog's feeds: the sample owner's (fictional) posts as RSS 2.0 (Hugo's shape), Atom 1.0
 * (jekyll-feed's shape) and JSON Feed 1.1, and a hostile RSS feed whose text carries markup and
 * script. Covers are served by the fake server itself, so the build's image pipeline is exercised.
 */
const POSTS = [
  { slug: 'offline-first-forms', title: 'Offline-first forms that never lose a word', date: '2026-10-14T08:30:00Z', tags: ['pwa', 'forms'], cover: true, html: '<p>A form should survive a <em>tunnel</em>, a closed tab and a flaky Wi-Fi. Here is how I queue drafts in IndexedDB and replay them once the network is back, without a library.</p><p>Second paragraph.</p>' },
  { slug: 'module-federation-notes', title: 'Notes from splitting a site into micro-frontends', date: '2026-09-02T17:05:00Z', tags: ['webpack', 'architecture'], cover: true, html: '<p>What Module Federation gave us, what it cost, and the three rules that kept four teams from stepping on each other.</p>' },
  { slug: 'color-contrast', title: 'Picking an accent colour that passes contrast in both themes', date: '2026-07-21T12:00:00Z', tags: ['a11y', 'css'], cover: false, html: '<p>One accent, two backgrounds, WCAG AA for both &amp; no guesswork.</p>' },
  { slug: 'lighthouse-lies', title: 'When the lab disagrees with your users', date: '2026-05-30T09:15:00Z', tags: ['performance'], cover: false, html: '<p>Simulated throttling versus what real phones see.</p>' },
  { slug: 'first-post', title: 'Hello, blog', date: '2025-12-01T10:00:00Z', tags: [], cover: false, html: '<p>Why I finally started writing.</p>' },
];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const rfc822 = (iso) => new Date(iso).toUTCString().replace('GMT', '+0000');
const postUrl = (slug) => `https://mira-kestrel.example/posts/${slug}/`;

function rss(base, posts = POSTS) {
  const items = posts
    .map(
      (post) => `    <item>
      <title>${escape(post.title)}</title>
      <link>${postUrl(post.slug)}</link>
      <pubDate>${rfc822(post.date)}</pubDate>
      <guid>${postUrl(post.slug)}</guid>
${post.tags.map((tag) => `      <category>${escape(tag)}</category>\n`).join('')}${post.cover ? `      <enclosure url="${base}/covers/${post.slug}.png" length="1000" type="image/png" />\n` : ''}      <description>${escape(post.html)}</description>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Mira Kestrel</title>
    <link>https://mira-kestrel.example/</link>
    <description>Recent content on Mira Kestrel</description>
    <generator>Hugo</generator>
    <language>en-us</language>
    <atom:link href="${base}/feed.xml" rel="self" type="application/rss+xml" />
${items}
  </channel>
</rss>
`;
}

function atom(base, posts = POSTS) {
  const entries = posts.map(
    (post) => `  <entry>
    <title type="html">${escape(post.title)}</title>
    <link href="${postUrl(post.slug)}" rel="alternate" type="text/html" title="${escape(post.title)}" />
    <published>${post.date}</published>
    <updated>${post.date}</updated>
    <id>${postUrl(post.slug)}</id>
    <content type="html" xml:base="${postUrl(post.slug)}">${escape(post.html)}</content>
    <author><name>Mira Kestrel</name></author>
${post.tags.map((tag) => `    <category term="${escape(tag)}" />\n`).join('')}    <summary type="html">${escape(post.html.replace(/<\/p>.*$/s, '</p>'))}</summary>
${post.cover ? `    <media:thumbnail xmlns:media="http://search.yahoo.com/mrss/" url="${base}/covers/${post.slug}.png" />\n` : ''}  </entry>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">
  <generator uri="https://jekyllrb.com/" version="4.3.4">Jekyll</generator>
  <link href="${base}/atom.xml" rel="self" type="application/atom+xml" />
  <link href="https://mira-kestrel.example/" rel="alternate" type="text/html" />
  <updated>${posts[0].date}</updated>
  <id>${base}/atom.xml</id>
  <title type="html">Mira Kestrel</title>
${entries}
</feed>
`;
}

function jsonFeed(base, posts = POSTS) {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Mira Kestrel',
      home_page_url: 'https://mira-kestrel.example/',
      feed_url: `${base}/feed.json`,
      items: posts.map((post) => ({
        id: postUrl(post.slug),
        url: postUrl(post.slug),
        title: post.title,
        content_html: post.html,
        date_published: post.date,
        tags: post.tags,
        ...(post.cover ? { image: `${base}/covers/${post.slug}.png` } : {}),
      })),
    },
    null,
    2,
  )}\n`;
}

/** Everything a feed's text can try, in the places a reader shows. */
const HOSTILE = [
  {
    slug: 'hostile-one',
    title: '<img src=x onerror="window.__pwned=1">Hostile <b>title</b>',
    date: '2026-11-01T10:00:00Z',
    tags: ['<script>window.__pwned=2</script>xss'],
    cover: false,
    html: '<script>window.__pwned=3</script><iframe src="javascript:window.__pwned=4"></iframe><p onclick="window.__pwned=5">Only this text</p>',
  },
];

/** A post whose link would run script: never listed. */
const SCRIPT_LINK = { slug: 'script-link', title: 'Click me', date: '2026-11-02T10:00:00Z', tags: [], cover: false, html: '<p>x</p>' };

function hostile(base) {
  return rss(base, [...HOSTILE, SCRIPT_LINK]).replace(`<link>${postUrl(SCRIPT_LINK.slug)}</link>`, '<link>javascript:window.__pwned=6</link>').replace(`<guid>${postUrl(SCRIPT_LINK.slug)}</guid>`, '<guid isPermaLink="false">script-link</guid>');
}

/** The feeds by path, for a server at `base`, listing `posts` (newest first). */
function feedsAt(base, posts = POSTS) {
  return {
    '/feed.xml': { type: 'application/rss+xml; charset=utf-8', body: rss(base, posts) },
    '/atom.xml': { type: 'application/atom+xml; charset=utf-8', body: atom(base, posts) },
    '/feed.json': { type: 'application/feed+json; charset=utf-8', body: jsonFeed(base, posts) },
    '/hostile.xml': { type: 'application/rss+xml; charset=utf-8', body: hostile(base) },
  };
}

/** A cover, drawn: one colour per post, so each is a different file. */
async function coverImage(pathname) {
  const sharp = require('sharp');
  const hue = [...pathname].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 255;
  return sharp({ create: { width: 800, height: 420, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } }).png().toBuffer();
}

module.exports = { POSTS, HOSTILE, postUrl, feedsAt, coverImage };
