import { formatFileSize, formatTime } from '../format';
import { formatDate } from '../formatDate';
import { UI_LANGUAGES, type Catalogue, type PluralText, type TextKey } from '../languages';
import { setPageContext, t } from '../pageContext';
import { en } from './en';
import { CATALOGUES } from './index';

const KEYS = Object.keys(en) as TextKey[];
const PLURAL_KEYS = KEYS.filter((key) => typeof en[key] === 'object');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** Every text of an entry: the text, or each plural form. */
const textsOf = (entry: string | PluralText): string[] => (typeof entry === 'string' ? [entry] : Object.values(entry));

describe.each(UI_LANGUAGES.filter((lang) => lang !== 'en'))('the %s catalogue', (lang) => {
  const catalogue = CATALOGUES[lang];

  it('has every key and no other, each a non-empty text', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) for (const text of textsOf(catalogue[key])) expect([key, text.trim()]).not.toEqual([key, '']);
  });

  it("gives each text that holds a count exactly the plural forms of the language's Intl.PluralRules", () => {
    const categories = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
    for (const key of PLURAL_KEYS) {
      const entry = catalogue[key];
      expect([key, typeof entry === 'object' ? Object.keys(entry).sort() : entry]).toEqual([key, categories]);
    }
  });

  it('fills in the same values as English, so no sentence loses its date, name or number', () => {
    for (const key of KEYS) {
      const entry = catalogue[key];
      if (typeof entry === 'string') expect([key, placeholders(entry)]).toEqual([key, placeholders(en[key] as string)]);
      else {
        // A form for one exact number may spell it out ("مستودع واحد"), the general form may not.
        const english = placeholders((en[key] as PluralText).other);
        expect([key, 'other', placeholders(entry.other)]).toEqual([key, 'other', english]);
        for (const [form, text] of Object.entries(entry)) expect([key, form, english]).toEqual([key, form, expect.arrayContaining(placeholders(text))]);
      }
    }
  });

  it('is translated, not a copy of the English text', () => {
    // Names that stay the same in some languages ("Projekte" is not, "Tech stack" may be) are few.
    const same = KEYS.filter((key) => JSON.stringify(catalogue[key]) === JSON.stringify(en[key]));
    expect(same.length).toBeLessThan(KEYS.length / 10);
  });

  it('writes no straight quotes or three dots where the language has its own marks', () => {
    for (const key of KEYS) for (const text of textsOf(catalogue[key])) expect([key, /"|\.\.\./.test(text)]).toEqual([key, false]);
  });
});

describe('a text that holds a count', () => {
  const count = (lang: string, n: number) => {
    setPageContext({ lang, text: CATALOGUES[lang as keyof typeof CATALOGUES], languages: [], owner: {} });
    return t('projects.count', { count: n });
  };

  it('takes the English singular for one and the plural otherwise', () => {
    expect([0, 1, 2, 1.5].map((n) => count('en', n))).toEqual(['0 repositories', '1 repository', '2 repositories', '1.5 repositories']);
  });

  it("takes each of Arabic's six forms: zero, one, two, few (3–10), many (11–99) and other (100…), in Arabic digits", () => {
    const forms = CATALOGUES.ar['projects.count'] as PluralText;
    const arabicDigits = (n: number) => new Intl.NumberFormat('ar').format(n);
    const shown = [0, 1, 2, 3, 10, 11, 99, 100, 102].map((n) => count('ar', n));
    expect(shown).toEqual([
      forms.zero!.replace('{count}', arabicDigits(0)),
      forms.one!.replace('{count}', arabicDigits(1)),
      forms.two!.replace('{count}', arabicDigits(2)),
      forms.few!.replace('{count}', arabicDigits(3)),
      forms.few!.replace('{count}', arabicDigits(10)),
      forms.many!.replace('{count}', arabicDigits(11)),
      forms.many!.replace('{count}', arabicDigits(99)),
      forms.other.replace('{count}', arabicDigits(100)),
      forms.other.replace('{count}', arabicDigits(102)),
    ]);
    expect(new Set(shown.map((text) => text.replace(/[\d\u0660-\u0669]+/g, '#'))).size).toBe(6);
  });

  it("takes Polish's few and many: 2–4 and 22–24 are few, 5–21 many", () => {
    expect([1, 2, 5, 22, 25].map((n) => count('pl', n))).toEqual(['1 repozytorium', '2 repozytoria', '5 repozytoriów', '22 repozytoria', '25 repozytoriów']);
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
