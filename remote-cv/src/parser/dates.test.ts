import fc from 'fast-check';
import { MONTH_NAMES, formatDateRange, formatIsoDate, looksLikeDate, parseDateRange } from './dates';

const range = (startDate: string | undefined, endDate: string | undefined, ongoing = false) => ({
  ...(startDate === undefined ? {} : { startDate }),
  ...(endDate === undefined ? {} : { endDate }),
  ongoing,
});

describe('parseDateRange', () => {
  it.each([
    // Years and ranges, with every dash a CV uses (LaTeX's -- arrives as an en dash).
    ['2019 – 2021', range('2019', '2021')],
    ['2019 - 2021', range('2019', '2021')],
    ['2019-2021', range('2019', '2021')],
    ['2019 -- 2021', range('2019', '2021')],
    ['2019—2021', range('2019', '2021')],
    ['(2019 – 2021)', range('2019', '2021')],
    ['2023', range('2023', '2023')],
    ['2019 to 2021', range('2019', '2021')],
    ['from 2019 to 2021', range('2019', '2021')],
    // Month names and abbreviations, with and without a full stop.
    ['Sep. 2023 - Mar. 2024', range('2023-09', '2024-03')],
    ['Sept 2013 – June 2015', range('2013-09', '2015-06')],
    ['Jan 2022 – Present', range('2022-01', undefined, true)],
    ['January 2020 – December 2020', range('2020-01', '2020-12')],
    ['Jan – Mar 2020', range('2020-01', '2020-03')],
    ["Sep '19 – Jun '21", range('2019-09', '2021-06')],
    // Numeric forms.
    ['06/2020 -- Present', range('2020-06', undefined, true)],
    ['6/2020 – 11/2021', range('2020-06', '2021-11')],
    ['06.2020 - 03.2021', range('2020-06', '2021-03')],
    ['2020-06 – 2021-03', range('2020-06', '2021-03')],
    ['2020-06-15', range('2020-06-15', '2020-06-15')],
    ['2020.04 - 2021.03', range('2020-04', '2021-03')],
    ['2020.04-2021.03', range('2020-04', '2021-03')],
    ['2020/04 ~ 2021/03', range('2020-04', '2021-03')],
    ['15.03.2020', range('2020-03-15', '2020-03-15')],
    ['15/03/2020', range('2020-03-15', '2020-03-15')],
    ['03/15/2020', range('2020-03-15', '2020-03-15')],
    // Day and month could be either way round: only the year is certain.
    ['03/04/2020', range('2020', '2020')],
    // Open ranges.
    ['since 2020', range('2020', undefined, true)],
    ['Since March 2020', range('2020-03', undefined, true)],
    ['2020 onwards', range('2020', undefined, true)],
    ['2020 –', range('2020', undefined, true)],
    ['until 2020', range(undefined, '2020')],
    // English with days.
    ['15 Jan 2020', range('2020-01-15', '2020-01-15')],
    ['Jan 15, 2020', range('2020-01-15', '2020-01-15')],
    ['1st May 2020 – 3rd June 2021', range('2020-05-01', '2021-06-03')],
  ])('reads %s', (text, expected) => {
    expect(parseDateRange(text)).toEqual(expected);
  });

  it.each([
    // German
    ['Jan 2020 – heute', range('2020-01', undefined, true)],
    ['März 2019 – Dez. 2020', range('2019-03', '2020-12')],
    ['Mär. 2019 bis heute', range('2019-03', undefined, true)],
    ['seit 2020', range('2020', undefined, true)],
    ['von 2017 bis 2019', range('2017', '2019')],
    ['15. März 2020', range('2020-03-15', '2020-03-15')],
    ['Jänner 2021 – aktuell', range('2021-01', undefined, true)],
    // French
    ["janv. 2019 – aujourd'hui", range('2019-01', undefined, true)],
    ['janv. 2019 – aujourd’hui', range('2019-01', undefined, true)],
    ['févr. 2018 – août 2019', range('2018-02', '2019-08')],
    ['depuis 2021', range('2021', undefined, true)],
    ['de 2015 à 2018', range('2015', '2018')],
    ['du 01/2019 au 03/2020', range('2019-01', '2020-03')],
    ['1er décembre 2020', range('2020-12-01', '2020-12-01')],
    ['sept. 2020 – présent', range('2020-09', undefined, true)],
    // Spanish
    ['ene. 2020 – actualidad', range('2020-01', undefined, true)],
    ['enero de 2020 – diciembre de 2021', range('2020-01', '2021-12')],
    ['desde 2019 hasta la actualidad', range('2019', undefined, true)],
    ['15 de enero de 2020', range('2020-01-15', '2020-01-15')],
    ['setiembre 2018 – presente', range('2018-09', undefined, true)],
    // Portuguese
    ['fev. 2019 – atual', range('2019-02', undefined, true)],
    ['março de 2017 até o momento', range('2017-03', undefined, true)],
    ['out 2016 – dez 2018', range('2016-10', '2018-12')],
    // Italian
    ['gen 2020 – oggi', range('2020-01', undefined, true)],
    ['dal 2019 ad oggi', range('2019', undefined, true)],
    ['settembre 2015 – luglio 2018', range('2015-09', '2018-07')],
    ['giu 2021 – in corso', range('2021-06', undefined, true)],
    // Dutch
    ['mrt 2019 – heden', range('2019-03', undefined, true)],
    ['maart 2019 tot heden', range('2019-03', undefined, true)],
    ['mei 2018 – okt 2019', range('2018-05', '2019-10')],
    // Polish
    ['styczeń 2020 – obecnie', range('2020-01', undefined, true)],
    ['od 2019 do dziś', range('2019', undefined, true)],
    ['15 stycznia 2020 r.', range('2020-01-15', '2020-01-15')],
    ['paź 2018 – lis 2019', range('2018-10', '2019-11')],
    // Czech and Slovak
    ['leden 2020 – současnost', range('2020-01', undefined, true)],
    ['září 2017 – červen 2019', range('2017-09', '2019-06')],
    ['15. ledna 2020', range('2020-01-15', '2020-01-15')],
    ['máj 2019 – doteraz', range('2019-05', undefined, true)],
    // Chinese and Japanese
    ['2020年4月', range('2020-04', '2020-04')],
    ['2020年4月1日', range('2020-04-01', '2020-04-01')],
    ['2020年4月 – 2021年3月', range('2020-04', '2021-03')],
    ['2020年4月～2021年3月', range('2020-04', '2021-03')],
    ['2020年4月〜現在', range('2020-04', undefined, true)],
    ['2020年4月至今', range('2020-04', undefined, true)],
    ['2020.09 - 至今', range('2020-09', undefined, true)],
    ['2020年4月から2021年3月まで', range('2020-04', '2021-03')],
    ['2020年4月から現在', range('2020-04', undefined, true)],
    ['2020年4月～6月', range('2020-04', '2020-06')],
    ['２０２０年４月', range('2020-04', '2020-04')],
    // Persian and Arabic-Indic digits, and the words for "from", "to" and "up to now" in Persian, Arabic and Hebrew
    ['۲۰۱۹ - ۲۰۲۱', range('2019', '2021')],
    ['٢٠١٩ – ٢٠٢١', range('2019', '2021')],
    ['۰۶/۲۰۲۰ – ۱۱/۲۰۲۱', range('2020-06', '2021-11')],
    ['۲۰۱۹ تا اکنون', range('2019', undefined, true)],
    ['2020 – تاکنون', range('2020', undefined, true)],
    ['2020 تا کنون', range('2020', undefined, true)],
    ['2018 - حال', range('2018', undefined, true)],
    ['از ۲۰۲۰', range('2020', undefined, true)],
    ['از 2017 تا 2019', range('2017', '2019')],
    ['2019 – حتى الآن', range('2019', undefined, true)],
    ['2021 - الحالي', range('2021', undefined, true)],
    ['2021 - حاليًا', range('2021', undefined, true)],
    ['من 2018 إلى 2020', range('2018', '2020')],
    ['منذ 2019', range('2019', undefined, true)],
    ['2019 - היום', range('2019', undefined, true)],
    ['2023 – הווה', range('2023', undefined, true)],
    ['2022 - כיום', range('2022', undefined, true)],
    ['2016 עד 2018', range('2016', '2018')],
  ])('reads %s', (text, expected) => {
    expect(parseDateRange(text)).toEqual(expected);
  });

  it.each([
    [''],
    ['Present'],
    ['Summer 2019'],
    ['Q3 2020'],
    ['Front-end Engineer'],
    ['Winner, Hackathon 2021'],
    ['2019 – sometime'],
    ['13/2020'],
    ['31 Feb 2020'],
    ['Mar 2019 – Foo 2020'],
    ['12345'],
    // The Solar Hijri calendar of Persian CVs, in either digits: its years are not Gregorian ones.
    ['۱۳۹۸ - ۱۴۰۲'],
    ['1398 - 1402'],
    ['۱۴۰۰'],
    ['مهر ۱۳۹۹ تا اکنون'],
    ['شهریور ۱۴۰۲ تا کنون'],
    ['از ۱۳۹۷'],
    // Hebrew month names and the Hebrew calendar.
    ['ינואר 2020 – הווה'],
    ['תשע״ט – תשפ״ב'],
  ])('does not read %p (the caller keeps the text)', (text) => {
    expect(parseDateRange(text)).toBeNull();
  });

  it('gives only dates JSON Resume accepts, and never throws', () => {
    const iso = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;
    const pieces = fc.constantFrom('2019', '06/2020', 'Jan', 'mars', '–', '-', ' ', 'to', 'Present', '年', '4月', '至今', '.', '15', '(', "'19", 'heute');
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join(''))), (text) => {
        const result = parseDateRange(text);
        if (result === null) return;
        for (const date of [result.startDate, result.endDate]) if (date !== undefined) expect(date).toMatch(iso);
        expect(result.startDate !== undefined || result.endDate !== undefined).toBe(true);
        if (result.ongoing) expect(result.endDate).toBeUndefined();
      }),
    );
  });

  it('has no month name that means two months', () => {
    const seen = new Map<string, number>();
    MONTH_NAMES.forEach((names, index) => {
      for (const name of names.split(' ')) {
        const before = seen.get(name);
        if (before !== undefined && before !== index) throw new Error(`"${name}" is month ${before + 1} and ${index + 1}`);
        seen.set(name, index);
      }
    });
  });
});

describe('formatDateRange', () => {
  it.each([
    ['2019', '2021', '2019 – 2021'],
    ['2019', undefined, '2019 – present'],
    ['2019-06', '2021-03', 'Jun 2019 – Mar 2021'],
    ['2023', '2023', '2023'],
    ['2020-06-15', undefined, '15 Jun 2020 – present'],
    [undefined, '2020', '2020'],
    [undefined, undefined, ''],
    ['Summer 2019', undefined, 'Summer 2019 – present'],
  ])('%s to %s reads "%s"', (start, end, text) => {
    expect(formatDateRange(start, end)).toBe(text);
  });

  it('writes what parseDateRange reads back', () => {
    for (const [start, end] of [['2019', '2021'], ['2019-06', undefined], ['2020-06-15', '2021-01-02'], ['2023-02', '2023-02']] as const) {
      const back = parseDateRange(formatDateRange(start, end));
      expect(back).toEqual({ startDate: start, ...(end === undefined ? { ongoing: true } : { endDate: end, ongoing: false }) });
    }
    expect(formatIsoDate('2019-13')).toBe('2019');
  });
});

describe('looksLikeDate (unchanged)', () => {
  it('tells dates from titles', () => {
    expect(looksLikeDate('2019 – Present')).toBe(true);
    expect(looksLikeDate('Sep. 2023 - Mar. 2024')).toBe(true);
    expect(looksLikeDate('Winner of the Regional Hackathon 2021 in Lisbon')).toBe(false);
  });

  it('takes Persian, Arabic and Hebrew dates for dates, whatever their calendar or digits', () => {
    for (const date of ['۱۳۹۸ - ۱۴۰۲', 'مهر ۱۳۹۹ تا اکنون', '٢٠١٩ – حتى الآن', 'ינואר 2020 – הווה', 'اکنون']) expect(looksLikeDate(date)).toBe(true);
    expect(looksLikeDate('توسعه‌دهنده ارشد نرم‌افزار در شرکت نمونه')).toBe(false);
  });
});
