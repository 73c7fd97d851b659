import { CATALOGUES } from './catalogues';
import { DAY_STYLE, dayFormatOf, formatDay } from './dayFormat';

/** Every day of a leap year and of the year after, and a few far from them. */
const DAYS = [
  ...Array.from({ length: 731 }, (_, day) => new Date(Date.UTC(2028, 0, 1 + day)).toISOString()),
  '1999-12-31T00:00:00.000Z',
  '2000-02-29T23:59:59.000Z',
  '2015-05-21T00:00:00.000Z',
  '2099-01-09T12:00:00Z',
];

/** The built-in languages, and tags an owner may write with a region or a script. */
const LANGUAGES = [...Object.keys(CATALOGUES), 'en-GB', 'en-IN', 'pt-BR', 'pt-PT', 'es-MX', 'fr-CA', 'de-CH', 'ar-EG', 'ar-MA', 'sr-Latn', 'zh-Hant-HK', 'nl', 'ga', 'hy', 'ka', 'mr'];

it.each(LANGUAGES)('%s: the table writes every day as Intl does, or there is no table and the page keeps Intl', (lang) => {
  const format = dayFormatOf(lang);
  const intl = new Intl.DateTimeFormat(lang, DAY_STYLE);
  if (format === null) {
    expect(intl.resolvedOptions().calendar).not.toBe('gregory');
    return;
  }
  const differing = DAYS.filter((iso) => formatDay(format, iso) !== intl.format(new Date(iso)));
  expect(differing.map((iso) => [iso, formatDay(format, iso), intl.format(new Date(iso))])).toEqual([]);
});

it('has a table for each built-in language but those whose calendar is not the Gregorian (Persian, Thai)', () => {
  const without = Object.keys(CATALOGUES).filter((lang) => dayFormatOf(lang) === null);
  expect(without.sort()).toEqual(['fa', 'th']);
});

it("writes a day in the language's own digits, padded where it pads", () => {
  expect(formatDay(dayFormatOf('bn')!, '2026-06-05T00:00:00.000Z')).toBe('৫ জুন, ২০২৬');
  expect(formatDay(dayFormatOf('ja')!, '2026-06-05T00:00:00.000Z')).toBe('2026/06/05');
  expect(formatDay(dayFormatOf('en')!, '2026-06-05T00:00:00.000Z')).toBe('Jun 5, 2026');
});

it('writes the day the date names in UTC, wherever the visitor is: a date-only post is not a day early west of Greenwich', () => {
  expect(formatDay(dayFormatOf('en')!, '2015-05-21T00:00:00.000Z')).toBe('May 21, 2015');
});
