/** Dates and sizes written the page language's way (Intl), for every part. */
import { DAY_STYLE, formatDay } from './dayFormat';
import { pageContext, pageLanguage } from './pageContext';

/** The day formatter of each language, where a page has no day format: making one costs far more than formatting. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day, e.g. "Jun 30, 2026" / "30.06.2026" / "2026/06/30": the day an ISO 8601 date names in UTC (a
 * post's date is written so). In the page's language from the format its page carries (no Intl
 * formatter to set up: dayFormat.ts), in another language or on a page without one by Intl.
 */
export function formatDate(iso: string, lang = pageLanguage()): string {
  const day = pageContext().day;
  if (day && lang === pageLanguage()) return formatDay(day, iso);
  let format = dayFormats.get(lang);
  if (!format) dayFormats.set(lang, (format = new Intl.DateTimeFormat(lang, DAY_STYLE)));
  return format.format(new Date(iso));
}

/** A time of day, e.g. "3:45 PM" / "15:45". */
export function formatTime(iso: string, lang = pageLanguage()): string {
  return new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(new Date(iso));
}

/** A file size, e.g. "840 byte", "84 kB", "1,2 MB" (1 kB = 1000 bytes). */
export function formatFileSize(bytes: number, lang = pageLanguage()): string {
  const unit = (value: number, name: string, digits: number) =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
  if (bytes < 1000) return unit(bytes, 'byte', 0);
  if (bytes < 999_500) return unit(Math.round(bytes / 1000), 'kilobyte', 0);
  return unit(Math.round(bytes / 100_000) / 10, 'megabyte', 1);
}
