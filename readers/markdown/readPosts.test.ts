/** @jest-environment node */
import { readPosts } from './readPosts';

const post = (title: string, date?: string, extra = '') => `---\ntitle: ${title}\n${date ? `date: ${date}\n` : ''}${extra}---\n\nText of ${title}.\n`;
const none = () => false;

describe('readPosts', () => {
  it('lists published posts newest first (undated last), drafts apart with a warning', () => {
    const { posts, drafts, messages } = readPosts(
      [
        { path: 'old.md', text: post('Old', '2019-01-01') },
        { path: 'undated.md', text: post('Undated') },
        { path: 'new.md', text: post('New', '2024-05-01') },
        { path: 'wip.md', text: post('Wip', '2025-01-01', 'draft: true\n') },
      ],
      { hasFile: none },
    );
    expect(posts.map((one) => one.slug)).toEqual(['new', 'old', 'undated']);
    expect(drafts.map((one) => one.slug)).toEqual(['wip']);
    expect(messages).toEqual([{ severity: 'warning', file: 'wip.md', line: 1, message: 'is a draft: not published' }]);
  });

  it('gives a post whose address another already has one of its own, naming both files, and loses none', () => {
    const { posts, messages } = readPosts(
      [
        { path: '2015-05-21-hello.md', text: post('Hello') },
        { path: 'hello/index.md', text: post('Hello again') },
        { path: 'other.md', text: post('Other', undefined, 'slug: hello\n') },
      ],
      { hasFile: none },
    );
    expect(posts.map((one) => [one.file, one.slug]).sort()).toEqual([
      ['2015-05-21-hello.md', 'hello'],
      ['hello/index.md', 'hello-2'],
      ['other.md', 'other'],
    ]);
    expect(messages).toEqual([
      { severity: 'warning', file: 'hello/index.md', line: 1, message: 'has the address "hello" that 2015-05-21-hello.md already has: it is at "hello-2" instead (give it a slug of its own)' },
      { severity: 'warning', file: 'other.md', line: 1, message: 'has the address "hello" that 2015-05-21-hello.md already has: it is at "other" instead (give it a slug of its own)' },
    ]);
  });

  it('keeps a translation beside its original (Hugo’s name.fr.md): one address per language', () => {
    const { posts, messages } = readPosts([{ path: 'trip/index.md', text: post('Trip') }, { path: 'trip/index.fr.md', text: post('Voyage') }], { hasFile: none });
    expect(posts.map((one) => [one.slug, one.lang])).toEqual([['trip', undefined], ['trip', 'fr']]);
    expect(messages).toEqual([]);
  });

  it('points links to other posts at their slugs, and shows a link to a post that is not there as its text', () => {
    const { posts, messages } = readPosts(
      [
        { path: '2010-07-21-first.md', text: `${post('First')}\n[second]({% post_url 2011-01-01-second %}) [gone](x-post:nowhere) [again](./2011-01-01-second.md)\n` },
        { path: '2011-01-01-second.md', text: post('Second', undefined, 'slug: the-second\n') },
      ],
      { hasFile: none },
    );
    const first = posts.find((one) => one.slug === 'first');
    expect(first?.body[1]).toEqual({ t: 'p', c: [{ t: 'a', a: { post: 'the-second' }, c: ['second'] }, ' ', { t: 'span', c: ['gone'] }, ' ', { t: 'a', a: { post: 'the-second' }, c: ['again'] }] });
    expect(messages.map((message) => message.message)).toContain('links to "nowhere", not among the posts (a section or a page of the old site?): the link text is shown without the link');
  });

  it('reads the pictures of translations from their own folder', () => {
    const { posts } = readPosts([{ path: 'a/index.md', text: `${post('A')}\n![x](x.png)\n` }], { hasFile: (file) => file === 'translations/fr/posts/a/x.png', postsDir: 'translations/fr/posts' });
    expect(posts[0]?.images[0]?.file).toBe('translations/fr/posts/a/x.png');
  });
});
