import { formatDate, formatFileSize, formatTime } from '../format';
import { UI_LANGUAGES, type Catalogue, type TextKey } from '../languages';
import { en } from './en';
import { CATALOGUES } from './index';

const KEYS = Object.keys(en) as TextKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(UI_LANGUAGES.filter((lang) => lang !== 'en'))('the %s catalogue', (lang) => {
  const catalogue = CATALOGUES[lang];

  it('has every key and no other, each a non-empty text', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(catalogue[key].trim()).not.toBe('');
  });

  it('fills in the same values as English, so no sentence loses its date, name or number', () => {
    for (const key of KEYS) expect([key, placeholders(catalogue[key])]).toEqual([key, placeholders(en[key])]);
  });

  it('is translated, not a copy of the English text', () => {
    // Names that stay the same in some languages ("Projekte" is not, "Tech stack" may be) are few.
    const same = KEYS.filter((key) => catalogue[key] === en[key]);
    expect(same.length).toBeLessThan(KEYS.length / 10);
  });

  it('writes no straight quotes or three dots where the language has its own marks', () => {
    for (const key of KEYS) expect([key, /"|\.\.\./.test(catalogue[key])]).toEqual([key, false]);
  });
});

describe('dates, times and sizes in each language', () => {
  const day = '2026-06-30T12:00:00Z';

  it.each([
    ['en', '840 byte', 'Jun 30, 2026'],
    ['de', '840 Byte', '30.06.2026'],
    ['ja', '840 byte', '2026/06/30'],
    ['zh', '840 B', '2026年6月30日'],
    ['pl', '840 B', '30 cze 2026'],
  ])('%s writes sizes and dates its own way', (lang, bytes, date) => {
    expect(formatFileSize(840, lang)).toBe(bytes);
    expect(formatDate(day, lang)).toBe(date);
  });

  it('uses the decimal mark of the language', () => {
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatFileSize(1_234_567, 'cs').replace(/\s/g, ' ')).toBe('1,2 MB');
  });

  it('writes the time of day with the clock of the language', () => {
    expect(formatTime('2026-07-01T15:45:00Z', 'de')).toMatch(/^\d{2}:45$/);
    expect(formatTime('2026-07-01T15:45:00Z', 'en')).toMatch(/^\d{1,2}:45\s[AP]M$/);
  });
});

it('a catalogue that lacks a key, or has one English does not, fails the type check (npm run typecheck)', () => {
  // @ts-expect-error -- every other key is missing
  const incomplete: Catalogue = { 'page.home': 'Accueil' };
  // @ts-expect-error -- a key the English catalogue does not define
  const extra: Catalogue = { ...en, 'page.blog': 'Blog' };
  expect([incomplete, extra]).toHaveLength(2);
});
