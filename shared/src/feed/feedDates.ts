import { collapse } from './feedText';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** RFC 822's own zone names, in hours from UTC. */
const ZONES: Record<string, number> = { UT: 0, UTC: 0, GMT: 0, Z: 0, EST: -5, EDT: -4, CST: -6, CDT: -5, MST: -7, MDT: -6, PST: -8, PDT: -7 };
/** RFC 822 as feeds write it: "Tue, 05 Mar 2024 09:30:00 +0100", with or without weekday, seconds or zone. */
const RFC_822 = /^(?:[a-z]+\.?,?\s*)?(\d{1,2})[\s-]+([a-z]{3,})\.?[\s-]+(\d{4}|\d{2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([+-]\d{2}:?\d{2}|[a-z]{1,4})?$/i;
/** RFC 3339 / ISO 8601, also with a space for T and Go's trailing zone name ("2024-03-05 09:30:00 +0100 CET"). */
const RFC_3339 = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?(?:\s+[a-z]{2,5})?)?$/i;

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
  /** Minutes east of UTC; undefined for a zone that can't be placed. */
  offset: number | undefined;
}

/**
 * Milliseconds since the epoch, or null. Strict on purpose: Date.parse reads "2" as 2001 and
 * invents dates from garbage. A date with no zone is taken as UTC, so the reader's clock does not matter.
 */
export function parseFeedDate(raw: unknown): number | null {
  const text = collapse(raw);
  let match = RFC_822.exec(text);
  if (match) {
    const [, day, monthName = '', yearText = '', hour, minute, second, zone] = match;
    const month = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase()) + 1;
    const year = yearText.length === 2 ? Number(yearText) + (Number(yearText) < 50 ? 2000 : 1900) : Number(yearText);
    return toTime({ year, month, day: Number(day), hour: Number(hour), minute: Number(minute), second: Number(second ?? 0), ms: 0, offset: zoneOffset(zone) });
  }
  match = RFC_3339.exec(text);
  if (match) {
    const [, year, month, day, hour, minute, second, fraction, zone] = match;
    const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
    return toTime({ year: Number(year), month: Number(month), day: Number(day), hour: Number(hour ?? 0), minute: Number(minute ?? 0), second: Number(second ?? 0), ms, offset: zoneOffset(zone) });
  }
  return null;
}

/** Minutes east of UTC; undefined for a zone name that is not RFC 822's (CET, IST…: ambiguous or unknown). */
function zoneOffset(zone: string | undefined): number | undefined {
  if (!zone) return 0;
  const numeric = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (numeric) return (numeric[1] === '-' ? -1 : 1) * (Number(numeric[2]) * 60 + Number(numeric[3] ?? 0));
  const hours = ZONES[zone.toUpperCase()];
  return hours === undefined ? undefined : hours * 60;
}

function toTime({ year, month, day, hour, minute, second, ms, offset }: DateParts): number | null {
  // Hugo writes 0001-01-01 for a page that has no date: that is "no date", not a post from year 1.
  if (offset === undefined || year < 1000 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 60) return null;
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59), ms));
  // Date.UTC rolls 31 February over into March; a date that rolled over was never a date.
  if (local.getUTCFullYear() !== year || local.getUTCMonth() !== month - 1 || local.getUTCDate() !== day) return null;
  return local.getTime() - offset * 60_000;
}
