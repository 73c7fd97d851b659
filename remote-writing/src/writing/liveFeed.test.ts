import fs from 'node:fs';
import path from 'node:path';
import { readFeed } from '../../../builder/writing/readFeed';
import { feedsAt } from '../../../tools/fake-feed/fixtures';
import { readLiveFeed } from './liveFeed';

const FIXTURES = path.join(__dirname, '../../../builder/writing/fixtures');

/** Every feed the build's reader is tested on, and the fake blog's, hostile one included. */
const FEEDS: [string, string][] = [
  ...fs.readdirSync(FIXTURES).map((name): [string, string] => [name, fs.readFileSync(path.join(FIXTURES, name), 'utf8')]),
  ...Object.entries(feedsAt('http://localhost:8091')).map(([name, { body }]): [string, string] => [`fake blog ${name}`, body]),
];

const rss = (items: string) =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Blog</title><link>https://blog.example/</link>${items}</channel></rss>`;

describe('the page reads a feed as the build does', () => {
  it.each(FEEDS)('%s: the same posts, titles, links, dates, summaries and tags (covers are the build’s alone)', (name, text) => {
    const baseUrl = 'https://mira-kestrel.example/feed';
    const built = readFeed(text, { limit: 100, baseUrl }).posts.map(({ cover: _cover, ...post }) => post);
    expect(built.length).toBeGreaterThan(0);
    expect(readLiveFeed(text, { limit: 100, baseUrl })).toEqual(built);
  });

  it('keeps the limit, newest first, and skips what the build skips', () => {
    const items = [
      '<item><title>Old</title><link>https://blog.example/old</link><pubDate>Mon, 01 Jan 2024 10:00:00 GMT</pubDate></item>',
      '<item><title>New</title><link>https://blog.example/new</link><dc:date>2025-06-01T10:00:00Z</dc:date></item>',
      '<item><title>Middle</title><link>https://blog.example/mid</link><pubDate>Sat, 01 Jun 2024 10:00:00 GMT</pubDate></item>',
      '<item><title>Script</title><link>javascript:alert(1)</link><pubDate>Sat, 01 Jun 2024 10:00:00 GMT</pubDate></item>',
      '<item><title>No date</title><link>https://blog.example/nodate</link></item>',
    ].join('');
    expect(readLiveFeed(rss(items), { limit: 2, baseUrl: 'https://blog.example/feed.xml' }).map(({ title }) => title)).toEqual(['New', 'Middle']);
  });

  it('gives only text from markup and script in a title, a summary and tags, and runs none of it', () => {
    const item = `<item><title>&lt;img src=x onerror="window.pwned=1"&gt;Hi &lt;b&gt;there&lt;/b&gt;</title><link>https://blog.example/a</link><pubDate>Sat, 01 Jun 2024 10:00:00 GMT</pubDate><category>&lt;script&gt;window.pwned=2&lt;/script&gt;css</category><content:encoded><![CDATA[<script>window.pwned=3</script><p onclick="x()">Only <em>this</em></p><img src=x onerror="window.pwned=4">]]></content:encoded></item>`;
    expect(readLiveFeed(rss(item), { limit: 10, baseUrl: 'https://blog.example/feed.xml' })).toEqual([
      { title: 'Hi there', url: 'https://blog.example/a', date: '2024-06-01T10:00:00.000Z', summary: 'Only this', tags: ['css'] },
    ]);
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it.each([
    ['XML that is not well formed', '<rss version="2.0"><channel><item><title>Cut'],
    ['an HTML page', '<!doctype html><html><body>Not a feed</body></html>'],
    ['JSON that is not a JSON Feed', '{"hello": "world"}'],
    ['JSON cut short', '{"items": [{"title": '],
  ])('refuses %s, so the page keeps what it shows', (_what, text) => {
    expect(() => readLiveFeed(text, { limit: 10, baseUrl: 'https://blog.example/feed' })).toThrow();
  });
});
