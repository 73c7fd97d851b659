/** @jest-environment node */
import { IdSet, headingSlug, slugify } from './slugs';

describe('slugify (a post’s address)', () => {
  it.each([
    ['Hello, World!', 'hello-world'],
    ['  Why   React?  ', 'why-react'],
    ['2015_05_21 name', '2015-05-21-name'],
    ['Ünïcode Çafé', 'ünïcode-çafé'],
    ['主题文档 - 内容', '主题文档-内容'],
    ['---', ''],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));
});

describe('headingSlug (GitHub’s anchors)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['What’s new in 2.0?', 'whats-new-in-20'],
    ['A -- B', 'a----b'],
    ['snake_case stays', 'snake_case-stays'],
    ['配置 Hugo', '配置-hugo'],
    ['`code` and **bold**', 'code-and-bold'],
  ])('%s → %s', (text, slug) => expect(headingSlug(text)).toBe(slug));

  it('numbers repeats as GitHub does and skips ids the owner took', () => {
    const ids = new IdSet();
    ids.reserve('intro-1');
    expect([ids.unique('intro'), ids.unique('intro'), ids.unique('intro'), ids.unique('')]).toEqual(['intro', 'intro-2', 'intro-3', 'section']);
  });
});
