/** @jest-environment node */
import { findPosts } from './findPosts';
import { readPost } from './readPost';

/** One file as the build finds it, read with the pictures listed here (paths from content/). */
function read(path: string, text: string, pictures: string[] = []) {
  const [file] = findPosts([{ path, text }]);
  if (!file) throw new Error(`${path} is not a post`);
  return readPost(file, { hasFile: (picture) => pictures.includes(picture) });
}

describe('readPost: posts as each generator keeps them (fictional text, real shapes)', () => {
  it('Gatsby (overreacted’s shape): a page bundle, spoiler as summary, a fence title, pictures beside it', () => {
    const { post, messages } = read(
      'on-gardening/index.md',
      "---\ntitle: On Gardening\ndate: '2019-02-10'\nspoiler: Why the roses came back.\n---\n\nThe garden was quiet.\n\n```jsx:title=Garden.js {2}\nfunction Garden() {\n  return <Rose />;\n}\n```\n\n![Roses](./roses.jpg)\n",
      ['posts/on-gardening/roses.jpg'],
    );
    expect(messages).toEqual([]);
    expect(post).toMatchObject({ slug: 'on-gardening', title: 'On Gardening', date: '2019-02-10T00:00:00.000Z', summary: 'Why the roses came back.', draft: false, file: 'on-gardening/index.md' });
    expect(post?.images).toEqual([{ src: './roses.jpg', file: 'posts/on-gardening/roses.jpg', line: 15, alt: 'Roses', remote: false }]);
    expect(post?.body[1]).toMatchObject({ t: 'figure', c: [{ t: 'figcaption', c: ['Garden.js'] }, { t: 'pre' }] });
  });

  it('Jekyll: date and slug from the file name, a highlight block, kramdown’s toc, <!--more--> for the summary', () => {
    const { post, messages } = read(
      '2014-03-08-kite-flying.markdown',
      '---\nlayout: post\ntitle:  "Kite flying"\ncategories: outdoors\n---\n\n* TOC\n{:toc}\n\nA windy day on the hill.\n\n<!--more-->\n\nMore wind.\n\n{% highlight ruby %}\nputs "kite"\n{% endhighlight %}\n\n![Kite]({{ site.baseurl }}/assets/kite.png)\n',
      ['assets/kite.png'],
    );
    expect(post).toMatchObject({ slug: 'kite-flying', title: 'Kite flying', date: '2014-03-08T00:00:00.000Z', summary: 'A windy day on the hill.', tags: ['outdoors'] });
    expect(post?.body.map((node) => (typeof node === 'string' ? node : node.t))).toEqual(['p', 'p', 'pre', 'p']);
    expect(post?.images).toEqual([{ src: '/assets/kite.png', file: 'assets/kite.png', line: 20, alt: 'Kite', remote: false }]);
    expect(messages.map((message) => [message.line, message.message.slice(0, 30)])).toEqual([
      [7, 'table of contents marker "* TO'],
      [16, 'Liquid tag "{% highlight ruby '],
      [20, 'template expression "{{ site.b'],
    ]);
  });

  it('Hugo with TOML and shortcodes: a figure, a ref in a link, a paired shortcode, lastmod, a missing picture named by line', () => {
    const { post, messages } = read(
      'trips/lake/index.md',
      '+++\ntitle = "The Lake"\ndate = 2021-06-01T08:00:00+02:00\nlastmod = 2021-06-03\ndraft = false\ntags = ["travel"]\n+++\n\n{{< figure src="lake.jpg" caption="Morning" >}}\n\nSee [the mountain]({{< ref "mountain" >}}).\n\n{{< alert >}}\nBring a coat.\n{{< /alert >}}\n\n![Gone](missing.png)\n',
      ['posts/trips/lake/lake.jpg'],
    );
    expect(post).toMatchObject({ slug: 'lake', date: '2021-06-01T06:00:00.000Z', updated: '2021-06-03T00:00:00.000Z', tags: ['travel'] });
    expect(post?.body[0]).toEqual({ t: 'figure', c: [{ t: 'img', a: { src: 'lake.jpg', alt: 'Morning' } }, { t: 'figcaption', c: ['Morning'] }] });
    expect(post?.body[1]).toEqual({ t: 'p', c: ['See ', { t: 'a', a: { post: 'mountain' }, c: ['the mountain'] }, '.'] });
    expect(post?.body[2]).toEqual({ t: 'p', c: ['Bring a coat.'] });
    // The missing picture's alt text shows instead of it.
    expect(post?.body[3]).toEqual({ t: 'p', c: ['Gone'] });
    expect(messages.map((message) => [message.line, message.message.slice(0, 24)])).toEqual([
      [9, 'Hugo shortcode "{{< figu'],
      [17, 'picture missing.png is n'],
    ]);
  });

  it('Zola: TOML with [taxonomies] and [extra], the date only in path, <!-- more -->', () => {
    const { post } = read('zola-notes.md', '+++\ntitle = "Zola notes"\npath = "blog/2020/05/04/zola-notes"\n[taxonomies]\ntags = ["rust", "ssg"]\n[extra]\nauthor = "Someone"\n+++\n\nFirst part.\n\n<!-- more -->\n\nSecond part.\n');
    expect(post).toMatchObject({ slug: 'zola-notes', date: '2020-05-04T00:00:00.000Z', tags: ['rust', 'ssg'], summary: 'First part.' });
  });

  it('Astro (AstroPaper’s shape): pubDatetime, modDatetime, a draft, a description', () => {
    const { post } = read('astro-notes.md', '---\nauthor: Someone\npubDatetime: 2023-01-30T15:57:52.737Z\nmodDatetime: 2023-02-01T00:00:00Z\ntitle: Astro notes\nfeatured: true\ndraft: true\ntags:\n  - docs\ndescription: Notes on Astro.\n---\n\n## Table of contents\n\nText.\n');
    expect(post).toMatchObject({ slug: 'astro-notes', date: '2023-01-30T15:57:52.737Z', updated: '2023-02-01T00:00:00.000Z', draft: true, summary: 'Notes on Astro.', tags: ['docs'] });
  });

  it('Next (MDX, app router): title from export const metadata, its repeated heading dropped, imports and components gone, their text kept', () => {
    const { post, messages } = read(
      'app/notes/first/page.mdx',
      "import { Note } from '@/components/note'\n\nexport const metadata = {\n  title: 'First note',\n  description: 'The first one.',\n};\n\n# First note\n\n<br />\n\n<Note kind=\"info\">\nRemember **this**.\n</Note>\n",
    );
    expect(post).toMatchObject({ slug: 'first', title: 'First note', summary: 'The first one.' });
    expect(post?.body).toEqual([{ t: 'br' }, { t: 'p', c: ['Remember ', { t: 'strong', c: ['this'] }, '.'] }]);
    expect(messages.map((message) => message.message.split(' "')[0])).toEqual(['MDX import or export', 'component']);
  });

  it('plain Markdown: title from the first heading (then not repeated), summary from the first paragraph, trimmed on a word', () => {
    const long = 'word '.repeat(80).trim();
    const { post, messages } = read('notes.md', `# Plain notes\n\n![only a picture](https://example.com/p.png)\n\n${long}\n`);
    expect(post?.title).toBe('Plain notes');
    expect(post?.body[0]).toMatchObject({ t: 'p', c: [{ t: 'img' }] });
    expect(post?.summary.length).toBeLessThanOrEqual(201);
    expect(post?.summary.endsWith('word…')).toBe(true);
    expect(post?.images).toEqual([{ src: 'https://example.com/p.png', file: null, line: 3, alt: 'only a picture', remote: true }]);
    expect(post?.words).toBe(80);
    expect(messages).toEqual([]);
  });

  it('a Chinese post: a Chinese title and slug, words counted per character, its language from the front matter', () => {
    const { post } = read('周末/index.md', '---\ntitle: 周末的公园\ndate: 2022-12-16T21:23:40+08:00\nlang: zh\n---\n\n今天天气很好，我们去了公园。\n');
    expect(post).toMatchObject({ slug: '周末', title: '周末的公园', lang: 'zh', date: '2022-12-16T13:23:40.000Z', summary: '今天天气很好，我们去了公园。', words: 12 });
  });

  it('a post with no title anywhere gets its file name’s, and says so', () => {
    const { post, messages } = read('just-text.md', 'Only text.\n');
    expect(post?.title).toBe('just text');
    expect(messages).toEqual([{ severity: 'warning', file: 'just-text.md', line: 1, message: 'has no title (front matter, heading): "just text" from its file name is shown' }]);
  });

  it('front matter that does not parse is an error with the line and column in the file, and no post', () => {
    expect(read('broken.md', '---\ntitle: fine\ntags: [a, b\n---\n\nText')).toEqual({
      post: null,
      postLinks: [],
      messages: [{ severity: 'error', file: 'broken.md', line: 3, column: 12, message: expect.stringMatching(/^front matter \(YAML\) does not parse/) }],
    });
  });

  it('reads Windows line ends and a byte order mark', () => {
    expect(read('win.md', '\uFEFF---\r\ntitle: Windows\r\n---\r\n\r\nText\r\n').post).toMatchObject({ title: 'Windows', body: [{ t: 'p', c: ['Text'] }] });
  });
});
