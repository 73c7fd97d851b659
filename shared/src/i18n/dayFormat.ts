/**
 * A day written the page language's way without Intl at run time. A page's first Intl formatter
 * costs the browser a one-time setup of its locale data (about 40 ms, 120 to 250 ms at 4x slowed
 * CPU in Chromium), a long task on the Writing list and on a post. The build, which has the same
 * data, writes each language's day format into its pages (PageContext.day); the page fills it in.
 */

/** Where a date's day and year go in a month's pattern. */
const DAY = '{d}';
const PADDED_DAY = '{dd}';
const YEAR = '{y}';

export interface DayFormat {
  /** For each month, January first, the whole date as Intl writes it in that month, with {d} or {dd} and {y} where its day and year go. */
  months: string[];
  /** The language's ten digits, zero first: "0123456789", "০১২৩৪৫৬৭৮৯"… */
  digits: string;
}

/** Intl's medium day style, in UTC: the day a post's date (ISO 8601, UTC) names, wherever the visitor is. */
export const DAY_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/**
 * The build's side: `lang`'s day format, read off Intl; null where a table cannot say what Intl
 * does (a calendar other than the Gregorian, as Persian and Thai use by default): those pages keep Intl.
 */
export function dayFormatOf(lang: string): DayFormat | null {
  const format = new Intl.DateTimeFormat(lang, DAY_STYLE);
  const { calendar } = format.resolvedOptions();
  if (calendar !== 'gregory') return null;
  const digits = [...Array(10).keys()].map((digit) => new Intl.NumberFormat(lang, { useGrouping: false }).format(digit)).join('');
  const months: string[] = [];
  for (let month = 0; month < 12; month += 1) {
    let pattern = '';
    // The 5th of the month in 2031: a day that shows whether it is padded, a year no other part repeats.
    for (const part of format.formatToParts(Date.UTC(2031, month, 5))) {
      if (part.type === 'day') pattern += part.value.length === 2 ? PADDED_DAY : DAY;
      else if (part.type === 'year' && toLatin(part.value, digits) === '2031') pattern += YEAR;
      else if (part.type === 'month' || part.type === 'literal') pattern += part.value;
      else return null;
    }
    months.push(pattern);
  }
  return { months, digits };
}

function toLatin(text: string, digits: string): string {
  const table = [...digits];
  return [...text].map((character) => (table.includes(character) ? String(table.indexOf(character)) : character)).join('');
}

/** The page's side: an ISO 8601 date's day in `format`. */
export function formatDay(format: DayFormat, iso: string): string {
  const date = new Date(iso);
  const table = [...format.digits];
  const written = (value: number, width: number) => [...String(value).padStart(width, '0')].map((digit) => table[Number(digit)]).join('');
  return format.months[date.getUTCMonth()]!.replace(PADDED_DAY, written(date.getUTCDate(), 2))
    .replace(DAY, written(date.getUTCDate(), 1))
    .replace(YEAR, written(date.getUTCFullYear(), 1));
}
