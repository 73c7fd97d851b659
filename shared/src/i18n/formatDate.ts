/**
 * Days written the page language's way, for every part. A module of its own: the shell's first chunk
 * writes sizes (format.ts) but no day, and a module goes whole into the first chunk that needs it.
 */
import { DAY_STYLE, formatDay } from './dayFormat';
import { pageContext } from './pageContext';

/** The day formatter of each language, where a page has no day format: making one costs far more than formatting. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day, e.g. "Jun 30, 2026" / "30.06.2026" / "2026/06/30": the day an ISO 8601 date names in UTC (a
 * post's date is written so). In the page's language from the format its page carries (no Intl
 * formatter to set up: dayFormat.ts); in a language given, or on a page without one, by Intl.
 */
export function formatDate(iso: string, language?: string): string {
  let lang = language;
  if (lang === undefined) {
    const context = pageContext();
    if (context.day) return formatDay(context.day, iso);
    lang = context.lang;
  }
  let format = dayFormats.get(lang);
  if (!format) dayFormats.set(lang, (format = new Intl.DateTimeFormat(lang, DAY_STYLE)));
  return format.format(new Date(iso));
}
