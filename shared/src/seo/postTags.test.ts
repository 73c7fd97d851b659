import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSiteContent } from '../content/loadSiteContent';
import { atomFeed } from './atomFeed';
import { crawlerFiles } from './headTags';
import { postHeadTags } from './postTags';

const sample = (url?: string) => {
  const json = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'content', 'site.json'), 'utf8'));
  if (url) json.url = url;
  return parseSiteContent(json);
};
const CARD = { path: 'static/media/share.1a2b3c4d.png', width: 1200, height: 630, type: 'image/png' };
const TIDES = { slug: 'tide-tables', title: 'Tide tables & <tools>', date: '2026-03-01T00:00:00.000Z', updated: null, summary: 'A harmonic model.', tags: ['rust', 'wasm'], words: 41 };
const HELLO = { slug: '你好', title: 'Hello', date: '2025-11-02T00:00:00.000Z', updated: '2026-01-05T00:00:00.000Z', summary: '', tags: [], lang: 'zh', words: 3 };

function head(tags: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${tags}</head></html>`, 'text/html');
  return { doc, content: (selector: string) => doc.head.querySelector(selector)?.getAttribute('content') ?? null };
}

describe("a post's document head", () => {
  it('shares the post, not the home page: its title, summary, date, tags and canonical address, and JSON-LD BlogPosting', () => {
    const { doc, content } = head(postHeadTags(sample('https://mira.example.dev/'), { post: TIDES, image: CARD, tag: 'en' }));
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:title"]')).toBe('Tide tables & <tools>');
    expect(content('meta[name="description"]')).toBe('A harmonic model.');
    expect(content('meta[property="og:url"]')).toBe('https://mira.example.dev/posts/tide-tables/');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://mira.example.dev/posts/tide-tables/');
    expect([...doc.head.querySelectorAll('meta[property="article:tag"]')].map((tag) => tag.getAttribute('content'))).toEqual(['rust', 'wasm']);
    expect(content('meta[property="og:image"]')).toBe('https://mira.example.dev/static/media/share.1a2b3c4d.png');
    expect(JSON.parse(doc.head.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Tide tables & <tools>',
      description: 'A harmonic model.',
      datePublished: '2026-03-01T00:00:00.000Z',
      dateModified: '2026-03-01T00:00:00.000Z',
      inLanguage: 'en',
      keywords: 'rust, wasm',
      wordCount: 41,
      url: 'https://mira.example.dev/posts/tide-tables/',
      mainEntityOfPage: 'https://mira.example.dev/posts/tide-tables/',
      image: 'https://mira.example.dev/static/media/share.1a2b3c4d.png',
      author: { '@type': 'Person', name: 'Mira Kestrel', url: 'https://mira.example.dev/' },
    });
  });

  it('says the language the post is written in, and leaves out what it lacks and what needs the site address', () => {
    const { doc, content } = head(postHeadTags(sample(), { post: HELLO, image: null, tag: 'en' }));
    expect(content('meta[property="og:locale"]')).toBe('zh_CN');
    expect(doc.head.querySelector('link[rel="canonical"], meta[name="description"], meta[property="og:url"], meta[property="og:image"]')).toBeNull();
    expect(JSON.parse(doc.head.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null')).toMatchObject({ inLanguage: 'zh', dateModified: '2026-01-05T00:00:00.000Z' });
  });
});

describe('the sitemap', () => {
  it("lists each post's document with when it last changed, beside the pages", () => {
    const [, sitemap] = crawlerFiles(sample('https://mira.example.dev/'), undefined, [TIDES, HELLO]);
    const doc = new DOMParser().parseFromString(sitemap!.source, 'application/xml');
    expect([...doc.querySelectorAll('url')].map((url) => [url.querySelector('loc')?.textContent, url.querySelector('lastmod')?.textContent ?? null])).toEqual([
      ['https://mira.example.dev/', null],
      ['https://mira.example.dev/posts/tide-tables/', '2026-03-01T00:00:00.000Z'],
      ['https://mira.example.dev/posts/%E4%BD%A0%E5%A5%BD/', '2026-01-05T00:00:00.000Z'],
    ]);
  });
});

describe("the owner's Atom feed", () => {
  const entries = [
    { post: TIDES, html: '<p>Sum of <em>cosines</em> &amp; more</p>' },
    { post: HELLO, html: '<p>你好</p>' },
  ];
  const read = (xml: string) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    return doc;
  };

  it('is well-formed Atom with every post whole, its address absolute where the site says where it lives', () => {
    const doc = read(atomFeed(sample('https://mira.example.dev/'), entries, { base: 'https://mira.example.dev/', idOf: () => 'unused', title: 'Mira Kestrel' }));
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(doc.querySelector('feed > id')?.textContent).toBe('https://mira.example.dev/');
    expect(doc.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe('https://mira.example.dev/feed.xml');
    // The newest change of any post, not the build's clock.
    expect(doc.querySelector('feed > updated')?.textContent).toBe('2026-03-01T00:00:00.000Z');
    const [first, second] = [...doc.querySelectorAll('entry')];
    expect(first?.querySelector('title')?.textContent).toBe('Tide tables & <tools>');
    expect(first?.querySelector('id')?.textContent).toBe('https://mira.example.dev/posts/tide-tables/');
    expect(first?.querySelector('content')?.getAttribute('type')).toBe('html');
    expect(first?.querySelector('content')?.textContent).toBe('<p>Sum of <em>cosines</em> &amp; more</p>');
    expect([...(first?.querySelectorAll('category') ?? [])].map((category) => category.getAttribute('term'))).toEqual(['rust', 'wasm']);
    expect(second?.querySelector('content')?.getAttribute('xml:lang')).toBe('zh');
    expect(second?.querySelector('updated')?.textContent).toBe('2026-01-05T00:00:00.000Z');
  });

  it('without the site address: links relative to the feed, and permanent ids of its own', () => {
    const doc = read(atomFeed(sample(), entries, { base: null, idOf: (slug) => `urn:uuid:${slug || 'feed'}`, title: 'Mira Kestrel' }));
    expect(doc.querySelector('feed > link[rel="self"]')).toBeNull();
    expect(doc.querySelector('feed > id')?.textContent).toBe('urn:uuid:feed');
    expect([...doc.querySelectorAll('entry')].map((entry) => [entry.querySelector('link')?.getAttribute('href'), entry.querySelector('id')?.textContent])).toEqual([
      ['posts/tide-tables/', 'urn:uuid:tide-tables'],
      ['posts/%E4%BD%A0%E5%A5%BD/', 'urn:uuid:你好'],
    ]);
  });
});

it('holds the newest posts only, whole: a feed of a thousand posts would be fetched again by every reader', () => {
  const many = Array.from({ length: 25 }, (_, at) => ({ post: { ...TIDES, slug: `post-${at}`, title: `Post ${at}`, date: `2026-01-${String(25 - at).padStart(2, '0')}T00:00:00.000Z` }, html: '<p>Text.</p>' }));
  const doc = new DOMParser().parseFromString(atomFeed(sample(), many, { base: null, idOf: (slug) => `urn:uuid:${slug}`, title: 'Mira Kestrel' }), 'application/xml');
  expect([...doc.querySelectorAll('entry > title')].map((title) => title.textContent)).toEqual(Array.from({ length: 20 }, (_, at) => `Post ${at}`));
});
