import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSiteContent } from '../content/loadSiteContent';
import { crawlerFiles, describeOwner, headTags, type LanguagePage } from './headTags';

// The page template the build uses, so the test parses the same document a crawler gets.
import { htmlTemplate } from '../../../builder/site/html';

const sample = () => JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'content', 'site.json'), 'utf8'));
const CARD = { path: 'static/media/share.1a2b3c4d.png', width: 1200, height: 630, type: 'image/png' };

function builtDocument(json: Record<string, unknown>, image = CARD, languages?: LanguagePage[], page = languages?.[0]) {
  const site = parseSiteContent(json);
  const title = `${site.owner.name} · ${site.owner.jobTitle}`;
  const context = { lang: page?.tag ?? site.language };
  const html = htmlTemplate({ title, description: null, site, context, content: { site }, dir: page?.dir ?? '', head: headTags(site, { title, image, page, languages }) });
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content') ?? null;
  const jsonLd = doc.head.querySelectorAll('script[type="application/ld+json"]');
  return { doc, site, content, jsonLd, person: JSON.parse(jsonLd[0]?.textContent ?? 'null') };
}

describe('the shell page head', () => {
  it('carries Open Graph, Twitter, canonical and JSON-LD Person tags for a site with a public URL', () => {
    const json = sample();
    json.url = 'https://mira.example.dev/portfolio';
    const { doc, content, jsonLd, person, site } = builtDocument(json);
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://mira.example.dev/portfolio/');
    expect(content('meta[property="og:title"]')).toBe('Mira Kestrel · Front-end Engineer');
    expect(content('meta[property="og:description"]')).toBe(describeOwner(site.owner));
    expect(content('meta[property="og:description"]')).toMatch(/^I build fast, accessible web applications/);
    expect(content('meta[name="description"]')).toBe(content('meta[property="og:description"]'));
    expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[property="og:url"]')).toBe('https://mira.example.dev/portfolio/');
    expect(content('meta[property="og:image"]')).toBe('https://mira.example.dev/portfolio/static/media/share.1a2b3c4d.png');
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:image"]')).toBe('https://mira.example.dev/portfolio/static/media/share.1a2b3c4d.png');
    expect(jsonLd).toHaveLength(1);
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Mira Kestrel',
      jobTitle: 'Front-end Engineer',
      description: describeOwner(site.owner),
      image: 'https://mira.example.dev/portfolio/static/media/share.1a2b3c4d.png',
      url: 'https://mira.example.dev/portfolio/',
      sameAs: [
        'https://www.instagram.com/mira.kestrel.example/',
        'https://www.linkedin.com/in/mira-kestrel-example/',
        'https://github.com/mira-kestrel-example',
      ],
    });
  });

  it('has no canonical link or og:url when the public URL is unknown, and a relative image', () => {
    const { doc, content, person } = builtDocument(sample());
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(content('meta[property="og:url"]')).toBeNull();
    expect(content('meta[property="og:image"]')).toBe('static/media/share.1a2b3c4d.png');
    expect(person.url).toBeUndefined();
  });

  it('escapes the owner\'s text everywhere, including inside the JSON-LD script', () => {
    const json = sample();
    json.owner.name = 'Ada "<b>" </script><script>alert(1)</script>';
    json.owner.intro = 'Quotes " and \' and <tags> & ampersands.';
    const { doc, content, person } = builtDocument(json);
    expect(doc.head.querySelectorAll('script:not([type])')).toHaveLength(1);
    expect(doc.querySelector('b')).toBeNull();
    expect(content('meta[property="og:site_name"]')).toBe(json.owner.name);
    expect(content('meta[property="og:description"]')).toBe(json.owner.intro);
    expect(person.name).toBe(json.owner.name);
  });

  it('uses the small card for a square picture', () => {
    const { content } = builtDocument(sample(), { path: 'static/media/share.jpg', type: 'image/jpeg' } as typeof CARD);
    expect(content('meta[name="twitter:card"]')).toBe('summary');
    expect(content('meta[property="og:image:width"]')).toBeNull();
  });
});

describe('a page of a site in two languages', () => {
  const LANGUAGES: LanguagePage[] = [
    { tag: 'en', dir: '', owner: {} },
    { tag: 'de', dir: 'de/', owner: { jobTitle: 'Frontend-Entwicklerin', intro: 'Ich baue schnelle, barrierefreie Webanwendungen.' } },
  ];
  const withUrl = () => ({ ...sample(), url: 'https://mira.example.dev/portfolio' });
  const alternates = (doc: Document) =>
    Object.fromEntries([...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));

  it('names every language (itself included) and x-default, in the language of the page', () => {
    const { doc, content, person } = builtDocument(withUrl(), CARD, LANGUAGES, LANGUAGES[1]);
    expect(doc.documentElement.lang).toBe('de');
    expect(doc.head.querySelector('base')?.getAttribute('href')).toBe('../');
    expect(alternates(doc)).toEqual({
      en: 'https://mira.example.dev/portfolio/',
      de: 'https://mira.example.dev/portfolio/de/',
      'x-default': 'https://mira.example.dev/portfolio/',
    });
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://mira.example.dev/portfolio/de/');
    expect(content('meta[property="og:locale"]')).toBe('de_DE');
    expect(content('meta[property="og:locale:alternate"]')).toBe('en_US');
    expect(content('meta[name="description"]')).toBe('Ich baue schnelle, barrierefreie Webanwendungen.');
    expect(person).toMatchObject({ jobTitle: 'Frontend-Entwicklerin', url: 'https://mira.example.dev/portfolio/de/' });
  });

  it('the main language page has the same set, and no <base>', () => {
    const { doc, content } = builtDocument(withUrl(), CARD, LANGUAGES, LANGUAGES[0]);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.head.querySelector('base')).toBeNull();
    expect(Object.keys(alternates(doc))).toEqual(['en', 'de', 'x-default']);
    expect(content('meta[property="og:locale"]')).toBe('en_US');
  });

  it('has no hreflang links without the public URL (they must be absolute)', () => {
    const { doc } = builtDocument(sample(), CARD, LANGUAGES, LANGUAGES[1]);
    expect(alternates(doc)).toEqual({});
  });

  it('lists every language in the sitemap, each with its alternates', () => {
    const site = parseSiteContent(withUrl());
    const source = crawlerFiles(site, LANGUAGES).find(({ file }) => file === 'sitemap.xml')?.source ?? '';
    const sitemap = new DOMParser().parseFromString(source, 'application/xml');
    expect(sitemap.querySelector('parsererror')).toBeNull();
    const urls = [...sitemap.getElementsByTagName('url')];
    expect(urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent)).toEqual(['https://mira.example.dev/portfolio/', 'https://mira.example.dev/portfolio/de/']);
    for (const url of urls) {
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`);
      expect(links).toEqual([
        'en https://mira.example.dev/portfolio/',
        'de https://mira.example.dev/portfolio/de/',
        'x-default https://mira.example.dev/portfolio/',
      ]);
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('are written only when the public URL is known', () => {
    expect(crawlerFiles(parseSiteContent(sample()))).toEqual([]);
    const json = sample();
    json.url = 'https://mira.example.dev/';
    const files = Object.fromEntries(crawlerFiles(parseSiteContent(json)).map(({ file, source }) => [file, source]));
    expect(files['robots.txt']).toBe('User-agent: *\nAllow: /\n\nSitemap: https://mira.example.dev/sitemap.xml\n');
    const sitemap = new DOMParser().parseFromString(files['sitemap.xml'] ?? '', 'application/xml');
    expect([...sitemap.querySelectorAll('url > loc')].map((loc) => loc.textContent)).toEqual(['https://mira.example.dev/']);
  });
});
