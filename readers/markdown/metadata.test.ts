/** @jest-environment node */
import { isoDate, readMetadata } from './metadata';

describe('readMetadata: each generator’s keys', () => {
  it('reads Jekyll’s date with its zone, its space-separated tags and categories, and published: false as a draft', () => {
    expect(readMetadata({ title: 'Post', date: '2015-05-21 22:00:00 -0700', tags: 'ruby jekyll', categories: ['Notes'], published: false }, null)).toMatchObject({
      title: 'Post',
      date: '2015-05-22T05:00:00.000Z',
      tags: ['ruby', 'jekyll', 'Notes'],
      draft: true,
    });
  });

  it('reads AstroPaper’s pubDatetime, modDatetime and postSlug, Gatsby’s spoiler, Astro’s pubDate', () => {
    expect(readMetadata({ pubdatetime: '2022-09-23T15:22:00Z', moddatetime: '2023-01-01T00:00:00Z', postslug: 'my-post', description: 'About it' }, null)).toMatchObject({
      date: '2022-09-23T15:22:00.000Z',
      updated: '2023-01-01T00:00:00.000Z',
      slug: 'my-post',
      summary: 'About it',
    });
    expect(readMetadata({ spoiler: 'What it is about.' }, null).summary).toBe('What it is about.');
    expect(readMetadata({ pubdate: 'Jul 08 2022' }, null).date).toBe('2022-07-08T00:00:00.000Z');
    expect(readMetadata({ date: 'July 8th, 2022' }, null).date).toBe('2022-07-08T00:00:00.000Z');
  });

  it('reads Zola’s [taxonomies] and a date and slug only in its path; [extra] is ignored', () => {
    expect(readMetadata({ title: 'Z', path: 'blog/2019/01/15/zola-post/', taxonomies: { tags: ['rust'], categories: ['dev'] }, extra: { tags: ['not', 'these'] } }, null)).toMatchObject({
      date: '2019-01-15T00:00:00.000Z',
      slug: 'zola-post',
      tags: ['rust', 'dev'],
    });
  });

  it('takes Next’s exported metadata when the front matter has none', () => {
    expect(readMetadata({}, null, { title: 'From metadata', description: 'Desc' })).toMatchObject({ title: 'From metadata', summary: 'Desc' });
  });

  it('falls back to the file name’s date, and says a date that is not one', () => {
    const meta = readMetadata({ date: 'soon' }, '2015-05-21');
    expect(meta.date).toBe('2015-05-21T00:00:00.000Z');
    expect(meta.problems).toEqual(['date "soon" is not a date']);
  });

  it('keeps tags once whatever their case, and a language tag only when it is one', () => {
    expect(readMetadata({ tags: ['React', 'react', ' CSS '], lang: 'zh_CN' }, null)).toMatchObject({ tags: ['React', 'CSS'], lang: 'zh-CN' });
    expect(readMetadata({ lang: 'English please' }, null)).toMatchObject({ lang: null, problems: ['lang "English please" is not a language tag'] });
  });

  it('reads dates strictly (feedDates): Hugo’s 0001-01-01 is none', () => {
    expect([isoDate('2024-03-05'), isoDate('2024-03-05T09:30:00+01:00'), isoDate('0001-01-01'), isoDate('2'), isoDate(2024), isoDate('Feb 30 2024')]).toEqual(['2024-03-05T00:00:00.000Z', '2024-03-05T08:30:00.000Z', null, null, null, null]);
  });
});
