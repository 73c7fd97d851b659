/** @jest-environment node */
const fs = require('node:fs');
const path = require('node:path');
const { readFeed } = require('./readFeed');

const fixture = (name) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

const rss = (items, { link = 'https://blog.example/' } = {}) =>
  `<?xml version="1.0" encoding="utf-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Blog</title>${link ? `<link>${link}</link>` : ''}${items}</channel></rss>`;
const item = ({ title = 'A post', link = 'https://blog.example/a', pubDate = 'Tue, 05 Mar 2024 09:30:00 +0100', more = '' } = {}) =>
  `<item>${title === null ? '' : `<title>${title}</title>`}${link === null ? '' : `<link>${link}</link>`}${pubDate === null ? '' : `<pubDate>${pubDate}</pubDate>`}${more}</item>`;
const atom = (entries) =>
  `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/"><title>Blog</title><link href="https://blog.example/"/><id>https://blog.example/</id><updated>2024-03-05T00:00:00Z</updated>${entries}</feed>`;
const jsonFeed = (items) => JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: 'Blog', home_page_url: 'https://blog.example/', items });

/** What the page would show of each post, for assertions on several fields at once. */
const shown = ({ posts }) => posts.map(({ title, url, date }) => ({ title, url, date }));

describe('the feeds blogs really publish', () => {
  it('reads a Hugo index.xml: escaped HTML in <description>, a page bundle image, and a dateless page left out', () => {
    const read = readFeed(fixture('hugo-index.xml'), { baseUrl: 'https://mira-kestrel.example/index.xml' });
    expect(read.format).toBe('rss');
    expect(read.title).toBe('Mira Kestrel');
    expect(shown(read)).toEqual([
      { title: 'Focus rings that survive a redesign', url: 'https://mira-kestrel.example/posts/focus-rings/', date: '2025-03-05T08:30:00.000Z' },
      { title: 'Reading a CV PDF without a PDF library', url: 'https://mira-kestrel.example/posts/cv-pdf/', date: '2025-01-13T18:05:00.000Z' },
      { title: 'Module Federation, two years in', url: 'https://mira-kestrel.example/posts/federation/', date: '2024-11-02T10:00:00.000Z' },
    ]);
    expect(read.posts[0].summary).toBe('Every redesign I’ve shipped broke keyboard focus somewhere. This is the checklist I now run before the visual review, not after.');
    expect(read.posts[0].cover).toBe('https://mira-kestrel.example/posts/focus-rings/focus-ring.png');
    expect(read.posts[1].cover).toBeUndefined();
    // Hugo dates a page that has no date 0001-01-01: the About page is not a post.
    expect(read.skipped).toEqual([{ item: 'About', reason: "date 'Mon, 01 Jan 0001 00:00:00 +0000' is not a date" }]);
  });

  it('reads a jekyll-feed feed.xml: html-typed title and summary, <category term>, <media:thumbnail>', () => {
    const read = readFeed(fixture('jekyll-feed.xml'), { baseUrl: 'https://mira-kestrel.example/feed.xml' });
    expect(read.format).toBe('atom');
    expect(read.title).toBe('Mira Kestrel’s notes');
    expect(read.posts).toEqual([
      {
        title: 'Why I stopped animating height',
        url: 'https://mira-kestrel.example/2025/02/10/animating-height.html',
        date: '2025-02-10T19:40:00.000Z',
        summary: 'Animating height from zero to auto looks simple and costs a layout per frame.',
        tags: ['css', 'performance'],
        cover: 'https://mira-kestrel.example/assets/img/height-cover.png',
      },
      {
        title: 'Mira’s rules for error messages',
        url: 'https://mira-kestrel.example/2024/12/01/error-messages.html',
        // <published>, not the later <updated>.
        date: '2024-12-01T07:00:00.000Z',
        summary: 'An error message is a tiny piece of documentation that is read at the worst possible moment.',
        tags: ['writing', 'ux'],
      },
    ]);
  });

  it('reads an Astro RSS: items in no particular order, <content:encoded>, an image <enclosure>', () => {
    const read = readFeed(fixture('astro-rss.xml'), { baseUrl: 'https://mira-kestrel.example/rss.xml' });
    expect(shown(read).map(({ title, date }) => [title, date])).toEqual([
      ['Preloading fonts without the flash', '2025-02-06T17:45:00.000Z'],
      ['A calendar widget nobody has to fight', '2024-10-15T07:00:00.000Z'],
      ['Hello, Astro', '2024-06-03T09:00:00.000Z'],
    ]);
    const [fonts, calendar] = read.posts;
    // No <description>: the summary comes from the article.
    expect(fonts.summary).toBe('A font that arrives late moves every line on the page. Here is how I measured it, and the two lines of HTML that fixed it.');
    expect(fonts.cover).toBe('https://mira-kestrel.example/og/font-preload.jpg');
    expect(fonts.tags).toEqual(['performance', 'fonts']);
    expect(calendar.summary).toBe('Grid semantics, roving tabindex and the three keys people actually press.');
    expect(calendar.cover).toBe('https://mira-kestrel.example/_astro/calendar.B2x9.webp');
  });

  it('reads a dev.to feed: the whole article in <description>, a <category> per tag, an element name in a title', () => {
    const read = readFeed(fixture('devto-rss.xml'), { baseUrl: 'https://dev.to/feed/mirakestrel' });
    expect(read.title).toBe('DEV Community: Mira Kestrel');
    const [buttons, dialog] = read.posts;
    expect(buttons).toEqual({
      title: 'Stop shipping div buttons',
      url: 'https://dev.to/mirakestrel/stop-shipping-div-buttons-4k2p',
      date: '2025-02-20T14:02:11.000Z',
      summary:
        'A div with a click handler looks like a button, until someone presses Tab. This post walks through what the real button element gives you for free, and what it costs to fake each of those things by…',
      tags: ['a11y', 'html', 'webdev', 'beginners'],
      cover:
        'https://media2.dev.to/dynamic/image/width=800%2Cheight=%2Cfit=scale-down%2Cgravity=auto%2Cformat=auto/https%3A%2F%2Fdev-to-uploads.s3.amazonaws.com%2Fuploads%2Farticles%2Fbuttons.png',
    });
    expect(dialog.title).toBe('What <dialog> finally fixed');
    expect(dialog.tags).toEqual(['html', 'javascript']);
  });

  it('reads a Medium feed: CDATA everywhere, the link and not the isPermaLink="false" guid, no tracking pixel or caption', () => {
    const read = readFeed(fixture('medium-rss.xml'), { baseUrl: 'https://medium.com/feed/@mira.kestrel' });
    expect(read.posts[0]).toEqual({
      title: 'The design system that deleted itself',
      url: 'https://medium.com/@mira.kestrel/the-design-system-that-deleted-itself-9c1d2e3f4a5b?source=rss-5e1f0a2b3c4d------2',
      date: '2025-03-09T11:58:20.000Z',
      summary:
        'We had three button components. Each team had a good reason for theirs. This is the story of how we ended up with none, and why that was the right call. How it started It started with a pull request…',
      tags: ['design-systems', 'frontend', 'react'],
      cover: 'https://cdn-images-1.medium.com/max/1024/1*d3s1gnSyst3m.png',
    });
    expect(read.posts[1].title).toBe('Notes from my first on-call week');
    expect(read.posts[1].cover).toBeUndefined();
  });

  it('reads a JSON Feed 1.1: image, banner_image, external_url, a relative url', () => {
    const read = readFeed(fixture('feed.json'), { baseUrl: 'https://mira-kestrel.example/feed.json' });
    expect(read.format).toBe('json');
    expect(read.posts).toEqual([
      {
        title: 'View transitions between two remotes',
        url: 'https://mira-kestrel.example/notes/view-transitions/',
        date: '2025-03-01T09:00:00.000Z',
        summary: 'Cross-document view transitions work across micro-frontends, as long as both pages agree on the names.',
        tags: ['css', 'micro-frontends'],
        cover: 'https://mira-kestrel.example/img/view-transitions-card.png',
      },
      {
        title: 'Link: popover=hint is shipping',
        url: 'https://web-platform-news.example/2025/02/popover-hint',
        date: '2025-02-11T21:30:00.000Z',
        summary: 'Hover cards without JavaScript, at last.',
        tags: ['links'],
      },
      {
        title: '2024 in review',
        url: 'https://mira-kestrel.example/notes/year-in-review/',
        date: '2024-12-30T09:00:00.000Z',
        summary: 'Twelve posts, one talk, and a site that finally builds in under a minute.',
        tags: [],
        cover: 'https://mira-kestrel.example/img/2024.jpg',
      },
    ]);
  });

  it('reads RDF (RSS 1.0) and RSS 0.91', () => {
    const rdf = readFeed(
      '<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel rdf:about="https://blog.example/"><title>Old blog</title><link>https://blog.example/</link></channel><item rdf:about="https://blog.example/1"><title>From 2004</title><link>https://blog.example/1</link><description>Still here.</description><dc:date>2004-06-01T12:00:00+02:00</dc:date><dc:subject>history</dc:subject></item></rdf:RDF>',
    );
    expect(rdf.format).toBe('rdf');
    expect(rdf.posts).toEqual([{ title: 'From 2004', url: 'https://blog.example/1', date: '2004-06-01T10:00:00.000Z', summary: 'Still here.', tags: ['history'] }]);

    const old = readFeed('<rss version="0.91"><channel><title>Older</title><link>https://blog.example/</link><item><title>From 2001</title><link>https://blog.example/2</link><description>Hi.</description><pubDate>Mon, 05 Mar 2001 10:00:00 GMT</pubDate></item></channel></rss>');
    expect(shown(old)).toEqual([{ title: 'From 2001', url: 'https://blog.example/2', date: '2001-03-05T10:00:00.000Z' }]);
  });
});

describe('a hostile feed', () => {
  const URL_FIELDS = ['url', 'cover'];
  /** Every string a post carries, for "nothing but text and web URLs came out". */
  const expectOnlyTextAndWebUrls = (read) => {
    for (const post of read.posts) {
      for (const field of URL_FIELDS) if (post[field] !== undefined) expect(post[field]).toMatch(/^https?:\/\/[^\s<>"]+$/);
      for (const text of [post.title, post.summary, ...post.tags]) {
        expect(text).not.toMatch(/<\/?[a-z!]/i);
        expect(text).not.toMatch(/javascript:|onerror|alert\(/i);
      }
    }
  };

  it('gets text only from script, onerror images, iframes, CDATA markup and entity-encoded markup', () => {
    const read = readFeed(
      rss(
        item({
          title: '<![CDATA[Hello <script>alert(1)</script><img src=x onerror="alert(2)">world]]>',
          more: `<description>&lt;p&gt;Hi &lt;iframe src="javascript:alert(3)"&gt;&lt;/iframe&gt;there&lt;script&gt;alert(4)&lt;/script&gt;&lt;style&gt;p{}&lt;/style&gt;&lt;noscript&gt;alert(5)&lt;/noscript&gt;&lt;template&gt;alert(6)&lt;/template&gt;.&lt;/p&gt;</description>
            <category>&lt;script&gt;alert(7)&lt;/script&gt;js</category><category><![CDATA[<b onmouseover="alert(8)">css</b>]]></category>`,
        }),
      ),
    );
    expect(read.posts).toEqual([{ title: 'Hello world', url: 'https://blog.example/a', date: '2024-03-05T08:30:00.000Z', summary: 'Hi there.', tags: ['js', 'css'] }]);
    expectOnlyTextAndWebUrls(read);
  });

  it('drops javascript: and data: URLs: a post without a web link is skipped, a cover without one is left out', () => {
    const read = readFeed(
      rss(
        item({ title: 'Clickjacked', link: 'javascript:alert(1)' }) +
          item({ title: 'Data link', link: 'data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;' }) +
          item({ title: 'Spaced out', link: ' jav&#x09;ascript:alert(1)' }) +
          item({
            title: 'Fine post',
            link: 'https://blog.example/fine',
            more: `<enclosure url="data:image/png;base64,iVBORw0KGgo=" type="image/png" length="1"/><media:thumbnail url="javascript:alert(1)"/>
              <content:encoded><![CDATA[<p><img src="data:image/gif;base64,R0lGOD"><img src="javascript:alert(2)"><img src="vbscript:msgbox"></p><p>Text.</p>]]></content:encoded>`,
          }),
      ),
    );
    expect(read.skipped).toEqual([
      { item: 'Clickjacked', reason: 'no http(s) link' },
      { item: 'Data link', reason: 'no http(s) link' },
      { item: 'Spaced out', reason: 'no http(s) link' },
    ]);
    expect(read.posts).toEqual([{ title: 'Fine post', url: 'https://blog.example/fine', date: '2024-03-05T08:30:00.000Z', summary: 'Text.', tags: [] }]);
  });

  it('treats Atom html and xhtml as markup and Atom text as the exact characters written', () => {
    const read = readFeed(
      atom(`<entry><title type="html">&lt;em&gt;Fast&lt;/em&gt; pages&lt;script&gt;alert(1)&lt;/script&gt;</title><link href="https://blog.example/fast"/><published>2024-03-05T09:30:00Z</published>
        <summary type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Less <script>alert(2)</script>JavaScript, <img src="x" onerror="alert(3)"/>more speed.</p></div></summary>
        <link rel="enclosure" type="image/png" href="data:image/png;base64,AAAA"/><media:thumbnail url="https://blog.example/fast.png"/></entry>
        <entry><title type="text">Why 1 &lt; 2 &amp;amp; &lt;br&gt; is a tag</title><link href="https://blog.example/lt"/><updated>2024-03-04T09:30:00Z</updated><summary>Plain &amp; simple.</summary></entry>`),
    );
    expect(read.posts.map(({ title, summary, cover }) => ({ title, summary, cover }))).toEqual([
      { title: 'Fast pages', summary: 'Less JavaScript, more speed.', cover: 'https://blog.example/fast.png' },
      // Text, as Atom's type="text" says: shown as these characters, never parsed as HTML.
      { title: 'Why 1 < 2 &amp; <br> is a tag', summary: 'Plain & simple.', cover: undefined },
    ]);
  });

  it('keeps markup the author escaped as text, as text', () => {
    const read = readFeed(rss(item({ title: 'Buttons', more: '<description>&lt;p&gt;Use &amp;lt;button&amp;gt;, not a &amp;lt;div&amp;gt;.&lt;/p&gt;</description>' })));
    expect(read.posts[0].summary).toBe('Use <button>, not a <div>.');
  });

  it('takes a JSON Feed item apart the same way', () => {
    const read = readFeed(
      jsonFeed([
        {
          id: '1',
          url: 'javascript:alert(1)',
          external_url: 'https://elsewhere.example/post',
          title: 'Linked <script>alert(2)</script>post',
          content_html: '<p onclick="alert(3)">Body<iframe src="https://evil.example"></iframe> text</p>',
          image: 'data:image/svg+xml,<svg onload=alert(4)>',
          banner_image: 'https://blog.example/banner.png',
          date_published: '2024-03-05T09:30:00Z',
          tags: ['<img src=x onerror=alert(5)>news'],
        },
      ]),
    );
    expect(read.posts).toEqual([
      { title: 'Linked post', url: 'https://elsewhere.example/post', date: '2024-03-05T09:30:00.000Z', summary: 'Body text', tags: ['news'], cover: 'https://blog.example/banner.png' },
    ]);
    expectOnlyTextAndWebUrls(read);
  });

  it('does not stall the build on markup nested a hundred thousand deep', () => {
    const OPEN = '&lt;b&gt;&lt;i&gt;';
    const feedOf = (fill) => rss(item({ title: fill('Deep'), more: `<description>${fill('down')}</description><content:encoded>${fill('there')}</content:encoded>` }));
    const deep = feedOf((text) => `${OPEN.repeat(100_000)}${text}`);
    const SIBLING = '&lt;b&gt;&lt;/b&gt;';
    const siblings = feedOf((text) => `${SIBLING.repeat(Math.round((OPEN.length * 100_000) / SIBLING.length))}${text}`);
    // A ratio to a feed of as much markup side by side, each the median of three, so a busy machine
    // slows both alike. Capped, nesting costs about what siblings do; read whole, it grows far faster.
    const median = (text) => {
      const times = [0, 1, 2].map(() => {
        const started = performance.now();
        readFeed(text);
        return performance.now() - started;
      });
      return times.sort((a, b) => a - b)[1];
    };
    expect(median(deep) / median(siblings)).toBeLessThan(4);
    // The text sits past what is read of each: no title, so the item is skipped and named.
    expect(readFeed(deep).skipped).toEqual([{ item: 'https://blog.example/a', reason: 'no title' }]);
  });

  it('reads the summary of a post whose markup nests deep before its text', () => {
    const read = readFeed(rss(item({ more: `<description>${'&lt;div&gt;'.repeat(5_000)}Deep down.</description>` })));
    expect(read.posts[0].summary).toBe('Deep down.');
  });
});

describe('text that is not a feed, or not all there', () => {
  it.each([
    ['an HTML page', '<!DOCTYPE html><html><head><title>Blog</title></head><body><p>Posts</p></body></html>', 'not an RSS, Atom or JSON feed: it is an HTML page'],
    ['plain text', 'Service Unavailable', 'not an RSS, Atom or JSON feed'],
    ['JSON that is no feed', '{"message": "Not Found"}', 'not an RSS, Atom or JSON feed'],
    ['nothing', '  \n', 'not an RSS, Atom or JSON feed: it is empty'],
    ['an RSS document with no channel', '<rss version="2.0"></rss>', 'an RSS, Atom or JSON feed with nothing in it'],
  ])('says so for %s', (_, text, message) => {
    expect(() => readFeed(text)).toThrow(message);
  });

  it.each([
    ['cut short inside an element', rss(item()).slice(0, 120), /^XML is not well formed: /],
    ['cut short between elements', rss(item() + item({ link: 'https://blog.example/b' })).replace('</channel></rss>', ''), 'XML is not well formed: <channel> from line 1 is never closed (the feed may be cut short)'],
    ['with elements crossed', rss('<item><title>A</link></title></item>'), /^XML is not well formed: /],
    ['with an element closed twice', rss(`${item()}</item>`), 'XML is not well formed: </item> on line 1 does not close <channel> from line 1'],
    ['with a second document after the first', rss(item()) + rss(item()), 'XML is not well formed: <rss> on line 1 follows the end of the document'],
    ['with the document closed twice', `${rss(item())}</rss>`, 'XML is not well formed: </rss> on line 1 closes nothing'],
    ['with an Atom entry left open', atom('<entry><title>A</title>').replace('</feed>', ''), 'XML is not well formed: <entry> from line 1 is never closed (the feed may be cut short)'],
  ])('refuses XML %s', (_, text, message) => {
    expect(() => readFeed(text)).toThrow(message);
  });

  it('refuses JSON that is cut short', () => {
    expect(() => readFeed(jsonFeed([{ id: '1', title: 'A' }]).slice(0, 60))).toThrow(/^JSON is not well formed: /);
  });

  it('reads a feed that starts with a byte order mark and blank lines', () => {
    expect(readFeed(`\uFEFF\n\n${rss(item())}`).posts).toHaveLength(1);
  });
});

describe('dates', () => {
  it.each([
    ['Tue, 05 Mar 2024 09:30:00 +0100', '2024-03-05T08:30:00.000Z'],
    ['Tue, 05 Mar 2024 09:30:00 -0530', '2024-03-05T15:00:00.000Z'],
    ['Tue, 05 Mar 2024 09:30:00 GMT', '2024-03-05T09:30:00.000Z'],
    ['Tue, 05 Mar 2024 09:30:00 UT', '2024-03-05T09:30:00.000Z'],
    ['Tue, 05 Mar 2024 09:30:00 EST', '2024-03-05T14:30:00.000Z'],
    ['Tue, 05 Mar 2024 09:30:00 PDT', '2024-03-05T16:30:00.000Z'],
    ['Sun,  8 Apr 2018 00:00:00 UTC', '2018-04-08T00:00:00.000Z'],
    ['5 Mar 2024 09:30 +0000', '2024-03-05T09:30:00.000Z'],
    ['Tue, 05 Mar 24 09:30:00 GMT', '2024-03-05T09:30:00.000Z'],
    ['Tuesday, 05 March 2024 09:30:00 GMT', '2024-03-05T09:30:00.000Z'],
    ['2024-03-05T09:30:00+01:00', '2024-03-05T08:30:00.000Z'],
    ['2024-03-05T09:30:00.250Z', '2024-03-05T09:30:00.250Z'],
    ['2024-03-05', '2024-03-05T00:00:00.000Z'],
    ['2024-03-05 09:30:00 +0100 CET', '2024-03-05T08:30:00.000Z'],
  ])('reads %s', (pubDate, iso) => {
    expect(readFeed(rss(item({ pubDate }))).posts[0].date).toBe(iso);
  });

  it.each([
    'yesterday',
    // A real feed's: the minutes and seconds are a Unix time.
    'Sat, 18 May 2013 00:05:1368835200 GMT',
    'Fri, 31 Feb 2024 10:00:00 GMT',
    '2024-13-01T00:00:00Z',
    'Tue, 05 Mar 2024 09:30:00 CEST',
    '2',
  ])('skips a post dated %s, and says why', (pubDate) => {
    const read = readFeed(rss(item({ title: 'Undated', pubDate })));
    expect(read.posts).toEqual([]);
    expect(read.skipped).toEqual([{ item: 'Undated', reason: `date '${pubDate}' is not a date` }]);
  });

  it('falls back to when a post was updated when it does not say when it was published', () => {
    expect(readFeed(rss(item({ pubDate: null, more: '<dc:date>2024-03-01T10:00:00Z</dc:date>' }))).posts[0].date).toBe('2024-03-01T10:00:00.000Z');
    expect(readFeed(atom('<entry><title>A</title><link href="https://blog.example/a"/><updated>2024-03-02T10:00:00Z</updated></entry>')).posts[0].date).toBe('2024-03-02T10:00:00.000Z');
    expect(readFeed(jsonFeed([{ id: '1', url: 'https://blog.example/a', title: 'A', date_modified: '2024-03-03T10:00:00Z' }])).posts[0].date).toBe('2024-03-03T10:00:00.000Z');
  });
});

describe('which posts come out, and how', () => {
  it('lists what it skipped by title, else by link, else by position', () => {
    const read = readFeed(rss(item({ title: null }) + item({ title: '', link: null }) + item({ title: 'No date', pubDate: null }) + item({ title: 'Kept' })));
    expect(read.skipped).toEqual([
      { item: 'https://blog.example/a', reason: 'no title' },
      { item: 'item 2', reason: 'no title' },
      { item: 'No date', reason: 'no date' },
    ]);
    expect(read.posts.map((post) => post.title)).toEqual(['Kept']);
  });

  it('shows the newest posts first, each URL once, no more than the limit', () => {
    const read = readFeed(
      rss(
        item({ title: 'Old', link: 'https://blog.example/old', pubDate: 'Mon, 01 Jan 2024 10:00:00 GMT' }) +
          item({ title: 'Newest', link: 'https://blog.example/new', pubDate: 'Fri, 01 Mar 2024 10:00:00 GMT' }) +
          item({ title: 'Edited, listed again', link: 'https://blog.example/old', pubDate: 'Thu, 01 Feb 2024 10:00:00 GMT' }) +
          item({ title: 'Oldest', link: 'https://blog.example/oldest', pubDate: 'Fri, 01 Dec 2023 10:00:00 GMT' }),
      ),
      { limit: 2 },
    );
    expect(shown(read)).toEqual([
      { title: 'Newest', url: 'https://blog.example/new', date: '2024-03-01T10:00:00.000Z' },
      { title: 'Edited, listed again', url: 'https://blog.example/old', date: '2024-02-01T10:00:00.000Z' },
    ]);
  });

  it.each([0, -1, 2.5, '10', Number.NaN])('refuses the limit %p', (limit) => {
    expect(() => readFeed(rss(item()), { limit })).toThrow('the limit must be a positive whole number');
  });

  it("makes relative links absolute against the feed's own link, else the feed's URL", () => {
    expect(readFeed(rss(item({ link: '/posts/a/' }), { link: 'https://blog.example/en/' }), { baseUrl: 'https://feeds.example/blog.xml' }).posts[0].url).toBe('https://blog.example/posts/a/');
    expect(readFeed(rss(item({ link: 'posts/a/' }), { link: '/' }), { baseUrl: 'https://blog.example/feed.xml' }).posts[0].url).toBe('https://blog.example/posts/a/');
    expect(readFeed(rss(item({ link: '/posts/a/' }), { link: null })).skipped).toEqual([{ item: 'A post', reason: 'no http(s) link' }]);
  });

  it('cuts a long summary at a word, with an ellipsis, and leaves a short one whole', () => {
    const words = 'Accessible interfaces are built, not bolted on, and the cheapest time to build them is before the first pixel ships.';
    const [long, short] = readFeed(
      rss(
        item({ title: 'Long', link: 'https://blog.example/long', more: `<description>${`${words} `.repeat(4)}</description>` }) +
          item({ title: 'Short', link: 'https://blog.example/short', pubDate: 'Mon, 04 Mar 2024 09:30:00 GMT', more: `<description>${words}</description>` }),
      ),
    ).posts;
    expect(long.summary).toBe(
      'Accessible interfaces are built, not bolted on, and the cheapest time to build them is before the first pixel ships. Accessible interfaces are built, not bolted on, and the cheapest time to build them…',
    );
    expect(long.summary.length).toBeLessThanOrEqual(201);
    expect(short.summary).toBe(words);
  });

  it('keeps eight tags at most, each once whatever its case, without blanks', () => {
    const categories = [' React ', 'react', '', 'CSS', 'a11y', 'perf', 'html', 'js', 'node', 'testing', 'extra'].map((name) => `<category>${name}</category>`).join('');
    expect(readFeed(rss(item({ more: categories }))).posts[0].tags).toEqual(['React', 'CSS', 'a11y', 'perf', 'html', 'js', 'node', 'testing']);
  });
});

describe('a big feed', () => {
  it('reads 10,000 items (about 10 MB) quickly and keeps only the newest', () => {
    const body = `&lt;p&gt;${'A paragraph of an article that is long enough to matter. '.repeat(15)}&lt;/p&gt;`;
    const items = Array.from({ length: 10_000 }, (_, index) =>
      item({ title: `Post ${index}`, link: `https://blog.example/posts/${index}`, pubDate: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toUTCString(), more: `<description>${body}</description><category>tag${index % 9}</category>` }),
    );
    const text = rss(items.join(''));
    expect(text.length).toBeGreaterThan(10_000_000);

    const started = performance.now();
    const read = readFeed(text, { limit: 10 });
    const elapsed = performance.now() - started;

    console.log(`readFeed: ${(text.length / 1e6).toFixed(1)} MB, 10,000 items in ${Math.round(elapsed)} ms`);
    expect(read.posts).toHaveLength(10);
    expect(read.posts[0]).toMatchObject({ title: 'Post 9999', date: '2021-02-20T15:00:00.000Z' });
    expect(read.posts[9].title).toBe('Post 9990');
    expect(elapsed).toBeLessThan(5000);
  });
});
