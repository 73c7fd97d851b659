/** What a CV's date texts look like, in the languages the section titles cover. */
import { foldScripts } from './scripts';

/** A Gregorian year, or a Solar Hijri one (1398, ۱۴۰۲): either way a date, though only the first reads as ISO. */
const YEAR = /(?:^|[^\d])(?:19|20|13|14)\d\d(?:$|[^\d])/;
const ONGOING = /\b(?:present|now|today|current|heute|aktuell|jetzt|aujourd['’]hui|présent|actuel|presente|actualidad|hoy|atual|oggi|attuale|heden|nu|obecnie|dziś|současnost|dosud|至今|現在)\b/iu;
/** The same in Persian, Arabic and Hebrew, whose letters \b does not see as a word's. */
const ONGOING_RTL = /(?<!\p{L})(?:اکنون|تاکنون|کنون|الان|حالیا|الحالی|היום|הווה|כיום)(?!\p{L})/u;

/** Whether a short text is a date or a date range ("2019 – Present", "Sep. 2023 - Mar. 2024"), not a title. */
export function looksLikeDate(text: string): boolean {
  const trimmed = foldScripts(text).trim();
  if (trimmed === '' || trimmed.length > 40) return false;
  if (!YEAR.test(trimmed) && !ONGOING.test(trimmed) && !ONGOING_RTL.test(trimmed)) return false;
  // A title may hold a year ("Winner, Hackathon 2021"); a date has few words besides numbers and months.
  const words = trimmed.split(/[\s,./–—-]+/).filter((word) => /\p{L}{2,}/u.test(word));
  return words.length <= 3;
}

/**
 * A date text read as ISO 8601 dates (YYYY, YYYY-MM or YYYY-MM-DD, the precision the text has).
 * A single date is a range of one: start and end are the same. `ongoing`: the range runs to the
 * present ("2020 – Present", "since 2020"); it then has no end.
 */
export interface DateRange {
  startDate?: string;
  endDate?: string;
  ongoing: boolean;
}

/**
 * Month names and their usual abbreviations, written as compared: lower case, Latin accents
 * removed. English, French, German (with Austrian "Jänner"), Spanish, Portuguese, Italian, Dutch,
 * Polish and Czech (nominative and genitive), Slovak. No name means two months in two languages.
 */
export const MONTH_NAMES = [
  'january jan janvier janv januar janner jaenner enero ene janeiro gennaio gen januari styczen stycznia sty leden ledna led',
  'february feb febr fevrier fevr fev februar feber febrero fevereiro febbraio februari luty lutego lut unor unora uno',
  'march mar mars marz maerz mrz marzo marco maart mrt marzec marca brezen brezna bre marec',
  'april apr avril avr abril abr aprile kwiecien kwietnia kwi duben dubna dub',
  'may mai mayo maio maggio mag mei maj maja kveten kvetna kve',
  'june jun juin juni junio junho giugno giu czerwiec czerwca cze cerven cervna cvn',
  'july jul juillet juil juli julio julho luglio lug lipiec lipca lip cervenec cervence cvc',
  'august aug aout agosto ago augustus sierpien sierpnia sie srpen srpna srp',
  'september sep sept septembre septiembre setiembre set setembro settembre sett wrzesien wrzesnia wrz zari zar',
  'october oct octobre oktober okt octubre outubro out ottobre ott pazdziernik pazdziernika paz rijen rijna rij',
  'november nov novembre noviembre novembro listopad listopada listopadu lis',
  'december dec decembre dezember dez diciembre dic dezembro dicembre grudzien grudnia gru prosinec prosince pro',
] as const;

/** Month name → 1…12. */
export const MONTHS: ReadonlyMap<string, number> = new Map(
  MONTH_NAMES.flatMap((names, index) => names.split(' ').map((name) => [name, index + 1] as const)),
);

/** What stands for "up to now" at the end of a range, as compared (see normalise). */
const ONGOING_WORDS = new Set([
  'present', 'the present', 'now', 'today', 'current', 'currently', 'ongoing', 'date', 'current date',
  'heute', 'aktuell', 'jetzt', 'dato', 'gegenwart', 'laufend',
  "aujourd'hui", 'aujourd hui', 'aujourdhui', 'maintenant', 'en cours', 'actuel', 'actuellement', 'ce jour',
  'presente', 'actualidad', 'la actualidad', 'hoy', 'la fecha', 'actual', 'actualmente', 'el presente',
  'atual', 'atualmente', 'hoje', 'o momento', 'momento', 'o presente', 'ao presente',
  'oggi', 'attuale', 'in corso', 'ora',
  'heden', 'nu', 'huidig', 'nog steeds',
  'obecnie', 'dzis', 'dzisiaj', 'teraz', 'nadal', 'chwili obecnej',
  'soucasnost', 'soucasnosti', 'dosud', 'nyni', 'sucasnost', 'sucasnosti', 'doteraz',
  '至今', '现在', '現在', '今', '目前', '迄今', '现今', '現今', '今日', '現在に至る', '現職',
  'اکنون', 'تاکنون', 'تا کنون', 'کنون', 'حال', 'حال حاضر', 'هم اکنون', 'هم‌اکنون',
  'حتى الآن', 'الآن', 'الحالي', 'حاليًا', 'حاليا', 'حتى اليوم',
  'היום', 'עד היום', 'הווה', 'כיום', 'עכשיו',
  'اب تک',
].map((word) => normalise(word)));

/** Between the two ends of a range: dashes, tildes, arrows, 至, or a word ("to", "bis", "à", "tot"…). A lone "-" is tried last. */
const SEPARATOR =
  /\s*(?:–|—|‒|―|−|‐|‑|-{2,3}|~|〜|→|⟶|至|\.{2,3}|…)\s*|\s+-\s+|\s+(?:to|till|until|thru|through|bis|a|au|al|ao|ad|ate|tot|do|az|hasta|til|jusqu'a|jusqu'au|jusqu'en|تا|الی|حتی|עד)\s+/;

/** Before the start of a range ("from 2019 to 2021", "von … bis …", "du … au …", "dal … al …", "od … do …"). */
const FROM = /^(?:(?:from|since|von|vom|seit|ab|de|du|des|depuis|desde|dal|da|van|vanaf|sinds|od|a partir de|a partir du|از|من|منذ|מאז)\s+|dall'|自|从|從)/;

/** A start with nothing after it runs to the present: "since 2020", "seit 2020", "depuis 2020", "2020年から". */
const SINCE = /^(?:(?:since|from|seit|ab|depuis|des|a partir de|a partir du|desde|dal|da|sinds|vanaf|od|از|منذ|מאז)\s+|dall'|自|从|從)/;
const SINCE_AFTER = /\s*(?:onwards?|and ongoing|以来|起)$/;

/** An end with no start: "until 2020", "bis 2020", "jusqu'en 2020". */
const UNTIL = /^(?:until|till|bis|jusqu'en|jusqu'a|jusqu'au|hasta|ate|fino al?|tot|do|تا|حتی|עד)\s+/;

/**
 * Lower case, Latin accents removed, full-width forms made plain, one space between words; Persian,
 * Arabic and Hebrew folded (scripts.ts), their digits among them: ۲۰۱۹ and ٢٠١٩ are 2019.
 */
function normalise(text: string): string {
  return foldScripts(text)
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The ISO text of a year, month and day as far as they are given, or null if one is out of range. */
function iso(year: number, month?: number, day?: number): string | null {
  // JSON Resume's pattern allows years 1000-2999; a CV's dates are far inside that. Earlier ones are
  // another calendar's (the Solar Hijri 1398, ۱۴۰۲ of Persian CVs), which must stay as written.
  if (!Number.isInteger(year) || year < 1900 || year > 2999) return null;
  if (month === undefined) return String(year);
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (day === undefined) return `${year}-${pad(month)}`;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function yearOfToken(token: string): number | null {
  if (/^\d{4}$/.test(token)) return Number(token);
  const short = /^'(\d{2})$/.exec(token);
  if (short) return Number(short[1]) + (Number(short[1]) < 50 ? 2000 : 1900);
  return null;
}

function dayOfToken(token: string): number | null {
  const match = /^(\d{1,2})(?:st|nd|rd|th|er|e|eme|o|a|º|°)?$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** Connecting words inside one date: "enero de 2020", "15 stycznia 2020 r.", "the 3rd of May 2020". */
const FILLERS = new Set(['de', 'del', 'of', 'the', 'r', 'roku']);

/** Month names with a year: "Sep. 2023", "janv. 2019", "15. März 2020", "Jan 15, 2020", "15 de enero de 2020". */
function parseWords(text: string): string | null {
  const tokens = text.split(/[\s,./]+/).filter((token) => token !== '' && !FILLERS.has(token));
  if (tokens.length === 2) {
    const month = MONTHS.get(tokens[0]!);
    const year = yearOfToken(tokens[1]!);
    return month !== undefined && year !== null ? iso(year, month) : null;
  }
  if (tokens.length === 3) {
    const year = yearOfToken(tokens[2]!);
    if (year === null) return null;
    const dayFirst = dayOfToken(tokens[0]!);
    const monthSecond = MONTHS.get(tokens[1]!);
    if (dayFirst !== null && monthSecond !== undefined) return iso(year, monthSecond, dayFirst);
    const monthFirst = MONTHS.get(tokens[0]!);
    const daySecond = dayOfToken(tokens[1]!);
    if (monthFirst !== undefined && daySecond !== null) return iso(year, monthFirst, daySecond);
  }
  return null;
}

/** One date (already normalised), or null. */
function parseOne(raw: string): string | null {
  const text = raw.trim().replace(/^\((.*)\)$/, '$1').replace(/(\d{4})\s*r\.?$/, '$1').trim();
  if (text === '') return null;
  let match = /^(\d{4})\s*年(?:\s*(\d{1,2})\s*月(?:\s*(\d{1,2})\s*日)?)?$/.exec(text);
  if (match) return iso(Number(match[1]), match[2] === undefined ? undefined : Number(match[2]), match[3] === undefined ? undefined : Number(match[3]));
  if (/^\d{4}$/.test(text)) return iso(Number(text));
  // 2020-06, 2020/06, 2020.06 (common in Chinese and Japanese CVs), 2020-06-15.
  match = /^(\d{4})([-/.])(\d{1,2})(?:\2(\d{1,2}))?$/.exec(text);
  if (match) return iso(Number(match[1]), Number(match[3]), match[4] === undefined ? undefined : Number(match[4]));
  // 06/2020, 6.2020, 06-2020.
  match = /^(\d{1,2})\s?[-/.]\s?(\d{4})$/.exec(text);
  if (match) return iso(Number(match[2]), Number(match[1]));
  // 15.03.2020 (day first where dots are written); 15/03/2020 or 03/15/2020 as the numbers allow.
  match = /^(\d{1,2})\s?([-/.])\s?(\d{1,2})\s?\2\s?(\d{4})$/.exec(text);
  if (match) {
    const [first, second, year] = [Number(match[1]), Number(match[3]), Number(match[4])];
    if (match[2] === '.' || first > 12) return iso(year, second, first);
    if (second > 12) return iso(year, first, second);
    // 03/04/2020: April in most places, March in the US. Only the year is certain.
    return iso(year);
  }
  return parseWords(text);
}

function isOngoing(text: string): boolean {
  return ONGOING_WORDS.has(text.trim().replace(/[.!]+$/, ''));
}

/** The last four-digit year of a text, for "Jan – Mar 2020" and "2020年4月～6月". */
function yearIn(text: string): string | null {
  const years = text.match(/\d{4}/g);
  return years ? years[years.length - 1]! : null;
}

/** Both ends of a range split at a separator; null when either end does not read. */
function parseEnds(left: string, right: string): DateRange | null {
  const from = left.replace(FROM, '').trim();
  const to = right.trim();
  const ongoing = to === '' || isOngoing(to);
  let end: string | null = null;
  if (!ongoing) {
    end = parseOne(to);
    // "2020年4月～6月": the end's year is the start's.
    const year = yearIn(from);
    if (end === null && year !== null && /^\d{1,2}\s*月/.test(to)) end = parseOne(`${year}年${to}`);
    if (end === null) return null;
  }
  if (from === '') return ongoing ? null : { endDate: end!, ongoing: false };
  let start = parseOne(from);
  // "Jan – Mar 2020", "June–August 2019": the start's year is the end's.
  const endYear = yearIn(to);
  if (start === null && endYear !== null && !/\d/.test(from)) start = parseOne(`${from} ${endYear}`);
  if (start === null) return null;
  return ongoing ? { startDate: start, ongoing: true } : { startDate: start, endDate: end!, ongoing: false };
}

/**
 * A CV date text as ISO 8601 dates: "2019 – 2021", "Sep. 2023 - Mar. 2024", "06/2020 -- Present",
 * "since 2020", "Jan 2020 – heute", "janv. 2019 – aujourd'hui", "2020年4月～現在"; month names and
 * abbreviations in English, French, German, Spanish, Portuguese, Italian, Dutch, Polish, Czech and
 * Slovak, and the Chinese and Japanese 年/月/日 forms. Null when the text is not a date this reads
 * (a season, "Present" alone, free text): the caller keeps the text.
 */
export function parseDateRange(text: string): DateRange | null {
  let s = normalise(text).replace(/^[([](.*)[)\]]$/, '$1').trim();
  if (s === '' || s.length > 80) return null;
  // Japanese "から" (from) and "まで" (until): 2020年4月から2021年3月まで, 2020年4月から現在.
  s = s.replace(/まで$/, '').replace(/から/g, ' ~ ').replace(SINCE_AFTER, ' ~').trim();

  const separator = SEPARATOR.exec(s);
  if (separator) return parseEnds(s.slice(0, separator.index), s.slice(separator.index + separator[0].length));

  const until = UNTIL.exec(s);
  if (until) {
    const end = parseOne(s.slice(until[0].length));
    return end === null ? null : { endDate: end, ongoing: false };
  }
  const since = SINCE.exec(s);
  if (since) {
    const start = parseOne(s.slice(since[0].length));
    return start === null ? null : { startDate: start, ongoing: true };
  }
  const single = parseOne(s);
  if (single !== null) return { startDate: single, endDate: single, ongoing: false };
  // "2019-2021", "06/2020-present", "2020.04-2021.03": a plain hyphen, tried at each place it occurs.
  for (let i = s.indexOf('-'); i > 0; i = s.indexOf('-', i + 1)) {
    const range = parseEnds(s.slice(0, i), s.slice(i + 1));
    if (range !== null) return range;
  }
  return null;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An ISO 8601 date as a CV writes it: "2019", "Jun 2019", "15 Jun 2019"; with `lang`, the way that
 * language writes it ("Juni 2019", "2019年6月"). Any other text is returned as it is.
 */
export function formatIsoDate(value: string, lang?: string): string {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value.trim());
  if (!match) return value.trim();
  if (lang && match[2] !== undefined && Number(match[2]) >= 1 && Number(match[2]) <= 12) {
    const day = match[3] === undefined ? undefined : Number(match[3]);
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, day ?? 1));
    return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', ...(day === undefined ? {} : { day: 'numeric' }), timeZone: 'UTC' }).format(date);
  }
  const month = match[2] === undefined ? undefined : SHORT_MONTHS[Number(match[2]) - 1];
  if (month === undefined) return match[1]!;
  return match[3] === undefined ? `${month} ${match[1]}` : `${Number(match[3])} ${month} ${match[1]}`;
}

/**
 * A date range as a CV writes it: "2019 – 2021", "Jun 2019 – present", "2023" (start and end the
 * same). A start with no end runs to the present, as JSON Resume means it.
 */
export function formatDateRange(startDate: string | undefined, endDate: string | undefined, present = 'present', lang?: string): string {
  const start = startDate?.trim() ? formatIsoDate(startDate, lang) : '';
  const end = endDate?.trim() ? formatIsoDate(endDate, lang) : '';
  if (start === '') return end;
  if (end === '') return `${start} – ${present}`;
  return start === end ? start : `${start} – ${end}`;
}
