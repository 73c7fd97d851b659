/** @jest-environment node */
import { describePath, findPosts } from './findPosts';

const file = (path: string) => ({ path, text: '' });

describe('findPosts: every generator’s layout', () => {
  it('finds .md, .markdown and .mdx files in any folder, and leaves out sections, drafts folders and hidden ones', () => {
    const found = findPosts(['b.md', 'a/index.mdx', '_index.md', 'tech/_index.md', '_drafts/wip.md', '.obsidian/x.md', 'cover.png', '2015-05-21-old.markdown', 'notes\\win.md'].map(file));
    expect(found.map((post) => post.path)).toEqual(['2015-05-21-old.markdown', 'a/index.mdx', 'b.md', 'notes/win.md']);
    expect(found.find((post) => post.path === 'a/index.mdx')?.mdx).toBe(true);
  });

  it('takes a language in a file name only beside the same post in another language, or in a bundle’s index', () => {
    const found = findPosts(['trip/index.md', 'trip/index.fr.md', 'ctf-pwnable.kr.md', 'lone/index.de.md'].map(file));
    expect(found.map((post) => [post.path, post.nameSlug, post.nameLang])).toEqual([
      ['ctf-pwnable.kr.md', 'ctf-pwnable-kr', null],
      ['lone/index.de.md', 'lone', 'de'],
      ['trip/index.fr.md', 'trip', 'fr'],
      ['trip/index.md', 'trip', null],
    ]);
  });

  it.each([
    ['hello-world.md', 'hello-world', null, null, ''],
    ['2015-05-21-name.markdown', 'name', '2015-05-21', null, ''],
    ['2019-01-15_zola-post.md', 'zola-post', '2019-01-15', null, ''],
    ['posts/2020-hello/index.md', '2020-hello', null, null, 'posts/2020-hello'],
    ['blog/2019-01-15-bundle/index.md', 'bundle', '2019-01-15', null, 'blog/2019-01-15-bundle'],
    ['app/blog/my-post/page.mdx', 'my-post', null, null, 'app/blog/my-post'],
    ['why-hooks/index.zh-hans.md', 'why-hooks', null, 'zh-hans', 'why-hooks'],
    ['post.fr.md', 'post', null, 'fr', ''],
    ['intro-to-node.js.md', 'intro-to-node-js', null, null, ''],
    ['Mixed Case Name.md', 'mixed-case-name', null, null, ''],
    ['2024-06-01.md', '2024-06-01', '2024-06-01', null, ''],
  ])('%s → slug %s, date %s, language %s, folder %j', (path, nameSlug, nameDate, nameLang, folder) => {
    expect(describePath(path)).toEqual({ nameSlug, nameDate, nameLang, folder });
  });
});
