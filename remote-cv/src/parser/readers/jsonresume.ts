/**
 * The JSON Resume reader: content/cv/resume.json (jsonresume.org) to the CV model. Each part of
 * the schema is a section whose kind the schema already says (work → Experience, skills →
 * Technical Skills…); dates are written the way a CV writes them ("Jun 2019 – present"). The
 * additional properties the site's own resume.json uses (jsonResume/resume.ts) are read back, so a
 * CV turned into JSON Resume and read again keeps its entries. Never throws: malformed JSON is one
 * error with its line; an entry of the wrong shape is skipped with a warning naming its path.
 */
import { CV_SECTION_KIND_NAMES, type CvSectionKind } from '@portfolio/shared/src/content/cvSections';
import { formatDateRange, formatIsoDate, looksLikeDate } from '../dates';
import { formatJsonPath, parseJson, type JsonPath } from '../../jsonResume/jsonText';
import { EXTRA_SECTIONS, ratingOf } from '../../jsonResume/resume';
import type { CvReader, FoundSection, ReaderResult, ReaderWords } from '../reader';
import type { CvEvent, CvFile, CvItem, CvWarning, RichText } from '../types';
import { own } from '../own';

type Entry = Record<string, unknown>;

type Part = 'work' | 'volunteer' | 'education' | 'projects' | 'awards' | 'certificates' | 'publications' | 'skills' | 'languages' | 'interests' | 'references';

/** Each part's kind and items; its title is the page language's (`cv.part.<part>`), as JSON Resume names none. */
const PARTS: Record<Part, { kind: CvSectionKind; read: (entries: readonly Entry[], words: ReaderWords) => CvItem[] }> = {
  work: { kind: 'experience', read: (entries, words) => entries.map((entry) => workEvent(entry, words)) },
  volunteer: { kind: 'volunteering', read: (entries, words) => entries.map((entry) => volunteerEvent(entry, words)) },
  education: { kind: 'education', read: (entries, words) => entries.map((entry) => educationEvent(entry, words)) },
  projects: { kind: 'projects', read: (entries, words) => entries.map((entry) => projectEvent(entry, words)) },
  awards: { kind: 'awards', read: (entries, words) => entries.map((entry) => awardItem(entry, words)) },
  certificates: { kind: 'certifications', read: (entries, words) => entries.map((entry) => certificateEvent(entry, words)) },
  publications: { kind: 'publications', read: (entries, words) => entries.map((entry) => publicationEvent(entry, words)) },
  skills: { kind: 'technicalSkills', read: skillItems },
  languages: { kind: 'languages', read: languageItems },
  interests: { kind: 'interests', read: interestItems },
  references: { kind: 'references', read: (entries) => entries.map(referenceItem) },
};

/** Top-level properties that are not sections and are not shown on the CV pages (site.json has the owner's details). */
const NOT_SECTIONS = new Set(['$schema', 'basics', 'meta']);

const KINDS = new Set<string>(CV_SECTION_KIND_NAMES);

// ---- values ----------------------------------------------------------------------------------------

function isObject(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A text property; numbers are read as text, anything else as absent. */
function str(entry: Entry, key: string): string {
  const value = entry[key];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function strings(entry: Entry, key: string): string[] {
  const value = entry[key];
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => (typeof item === 'string' ? item.trim() : typeof item === 'number' ? String(item) : ''))
    .filter((item) => item !== '');
}

/** Only http(s) and mailto links become links, as in the LaTeX readers; anything else stays text. */
function webLink(raw: string): string | undefined {
  const url = raw.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(url) || /[\s<>"]/.test(url)) return undefined;
  return URL.canParse(url) ? url : undefined;
}

function rich(text: string, href?: string): RichText {
  if (text === '') return [];
  const link = href ? webLink(href) : undefined;
  return [link ? { kind: 'text', text, href: link } : { kind: 'text', text }];
}

/** A text's lines as separate lines of an entry ("a\nb" → two bullets). */
function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A text whose line breaks stay line breaks. */
function richLines(text: string): RichText {
  const out: RichText = [];
  for (const line of linesOf(text)) {
    if (out.length > 0) out.push({ kind: 'break' });
    out.push({ kind: 'text', text: line });
  }
  return out;
}

function event(fields: { title: RichText; organisation?: string; orgLink?: string; date?: string; location?: string; lines: string[]; stack?: string[] }): CvEvent {
  return {
    type: 'event',
    title: fields.title,
    organisation: rich(fields.organisation ?? '', fields.orgLink),
    date: rich(fields.date ?? ''),
    location: rich(fields.location ?? ''),
    lines: fields.lines.map((line) => rich(line)),
    stack: fields.stack ?? [],
  };
}

/**
 * The date and the summary lines of an entry. An entry with no ISO date whose summary is one short
 * date text ("Summer 2019": how the site's own resume.json keeps a date JSON Resume cannot hold)
 * shows that text as its date.
 */
function dateAndSummary(entry: Entry, date: string): { date: string; summary: string[] } {
  const summary = str(entry, 'summary');
  if (date === '' && summary !== '' && !summary.includes('\n') && looksLikeDate(summary)) return { date: summary, summary: [] };
  return { date, summary: linesOf(summary) };
}

const range = (entry: Entry, { lang, t }: ReaderWords) => formatDateRange(str(entry, 'startDate') || undefined, str(entry, 'endDate') || undefined, t('cv.present'), lang);
const oneDate = (entry: Entry, key: string, { lang }: ReaderWords) => (str(entry, key) ? formatIsoDate(str(entry, key), lang) : '');

// ---- parts -----------------------------------------------------------------------------------------

function workEvent(entry: Entry, words: ReaderWords): CvEvent {
  const { date, summary } = dateAndSummary(entry, range(entry, words));
  return event({
    title: rich(str(entry, 'position')),
    organisation: str(entry, 'name'),
    orgLink: str(entry, 'url'),
    date,
    location: str(entry, 'location'),
    lines: [...linesOf(str(entry, 'description')), ...summary, ...strings(entry, 'highlights')],
    stack: strings(entry, 'keywords'),
  });
}

function volunteerEvent(entry: Entry, words: ReaderWords): CvEvent {
  const { date, summary } = dateAndSummary(entry, range(entry, words));
  return event({
    title: rich(str(entry, 'position')),
    organisation: str(entry, 'organization'),
    orgLink: str(entry, 'url'),
    date,
    location: str(entry, 'location'),
    lines: [...summary, ...strings(entry, 'highlights')],
    stack: strings(entry, 'keywords'),
  });
}

/** "Bachelor" and "Computer Science" → "Bachelor in Computer Science", in the page's language. */
function degreeTitle(entry: Entry, { t }: ReaderWords): string {
  const degree = str(entry, 'studyType');
  const area = str(entry, 'area');
  return degree && area ? t('cv.degreeIn', { degree, area }) : degree || area;
}

function educationEvent(entry: Entry, words: ReaderWords): CvEvent {
  const score = str(entry, 'score');
  const { date, summary } = dateAndSummary(entry, range(entry, words));
  return event({
    title: rich(degreeTitle(entry, words)),
    organisation: str(entry, 'institution'),
    orgLink: str(entry, 'url'),
    date,
    location: str(entry, 'location'),
    lines: [...(score ? [words.t('cv.score', { score })] : []), ...summary, ...strings(entry, 'highlights')],
    stack: strings(entry, 'courses'),
  });
}

function projectEvent(entry: Entry, words: ReaderWords): CvEvent {
  const { date, summary } = dateAndSummary(entry, range(entry, words));
  return event({
    title: rich(str(entry, 'name'), str(entry, 'url')),
    organisation: [str(entry, 'entity'), strings(entry, 'roles').join(', ')].filter(Boolean).join(' · '),
    date,
    location: str(entry, 'location'),
    lines: [...linesOf(str(entry, 'description')), ...summary, ...strings(entry, 'highlights')],
    stack: strings(entry, 'keywords'),
  });
}

/** An award with only a title and a text is an achievement card; one with an awarder or date is an entry. */
function awardItem(entry: Entry, words: ReaderWords): CvItem {
  const highlights = strings(entry, 'highlights');
  const keywords = strings(entry, 'keywords');
  const { date, summary } = dateAndSummary(entry, oneDate(entry, 'date', words));
  if (!str(entry, 'awarder') && date === '' && !str(entry, 'location') && highlights.length === 0) {
    return { type: 'achievement', title: rich(str(entry, 'title')), text: richLines(str(entry, 'summary')), ...(keywords.length > 0 ? { tags: keywords } : {}) };
  }
  return event({
    title: rich(str(entry, 'title')),
    organisation: str(entry, 'awarder'),
    date,
    location: str(entry, 'location'),
    lines: [...summary, ...highlights],
    stack: keywords,
  });
}

function certificateEvent(entry: Entry, words: ReaderWords): CvEvent {
  const { date, summary } = dateAndSummary(entry, oneDate(entry, 'date', words));
  return event({
    title: rich(str(entry, 'name'), str(entry, 'url')),
    organisation: str(entry, 'issuer'),
    date,
    location: str(entry, 'location'),
    lines: [...summary, ...strings(entry, 'highlights')],
    stack: strings(entry, 'keywords'),
  });
}

function publicationEvent(entry: Entry, words: ReaderWords): CvEvent {
  const { date, summary } = dateAndSummary(entry, oneDate(entry, 'releaseDate', words));
  return event({
    title: rich(str(entry, 'name'), str(entry, 'url')),
    organisation: str(entry, 'publisher'),
    date,
    location: str(entry, 'location'),
    lines: [...summary, ...strings(entry, 'highlights')],
  });
}

/** Entries of one word each (a skill, a language, an interest with nothing more) make one row of chips. */
function withBareTags(entries: readonly Entry[], read: (entry: Entry) => CvItem | string | null): CvItem[] {
  const items: CvItem[] = [];
  let bare: string[] = [];
  const flush = () => {
    if (bare.length > 0) items.push({ type: 'tags', tags: bare });
    bare = [];
  };
  for (const entry of entries) {
    const item = read(entry);
    if (typeof item === 'string') bare.push(item);
    else if (item !== null) {
      flush();
      items.push(item);
    }
  }
  flush();
  return items;
}

function skillItems(entries: readonly Entry[]): CvItem[] {
  return withBareTags(entries, (entry) => {
    const name = str(entry, 'name');
    const level = str(entry, 'level');
    const keywords = strings(entry, 'keywords');
    if (keywords.length > 0) {
      const label = [name, level && `(${level})`].filter(Boolean).join(' ');
      return label ? { type: 'tags', label, tags: keywords } : { type: 'tags', tags: keywords };
    }
    if (name === '') return level || null;
    const rating = ratingOf(level);
    if (rating !== undefined) return { type: 'skill', name, rating };
    if (level) return { type: 'field', label: rich(name), text: rich(level) };
    return name;
  });
}

function languageItems(entries: readonly Entry[]): CvItem[] {
  return withBareTags(entries, (entry) => {
    const language = str(entry, 'language');
    const fluency = str(entry, 'fluency');
    if (language === '') return fluency || null;
    const rating = ratingOf(fluency);
    if (rating !== undefined) return { type: 'skill', name: language, rating };
    if (fluency) return { type: 'field', label: rich(language), text: rich(fluency) };
    return language;
  });
}

function interestItems(entries: readonly Entry[]): CvItem[] {
  return withBareTags(entries, (entry) => {
    const name = str(entry, 'name');
    const keywords = strings(entry, 'keywords');
    if (keywords.length > 0) return name ? { type: 'tags', label: name, tags: keywords } : { type: 'tags', tags: keywords };
    return name || null;
  });
}

/** A reference with no name is a testimonial: a quote. */
function referenceItem(entry: Entry): CvItem {
  const name = str(entry, 'name');
  const text = str(entry, 'reference');
  if (name === '') return { type: 'quote', text: richLines(text) };
  return { type: 'reference', name: rich(name), lines: linesOf(text).map((line) => rich(line)) };
}

// ---- x-sections (the site's own additional property) ------------------------------------------------------

function extraItem(entry: Entry, words: ReaderWords): CvItem | null {
  switch (entry.type) {
    case 'event':
      return event({
        title: rich(str(entry, 'title')),
        organisation: str(entry, 'organisation'),
        date: str(entry, 'date') || range(entry, words),
        location: str(entry, 'location'),
        lines: strings(entry, 'highlights'),
        stack: strings(entry, 'keywords'),
      });
    case 'tags': {
      const label = str(entry, 'label');
      return { type: 'tags', tags: strings(entry, 'keywords'), ...(label ? { label } : {}) };
    }
    case 'field':
      return { type: 'field', label: rich(str(entry, 'label')), text: richLines(str(entry, 'text')) };
    case 'list':
      return { type: 'list', items: strings(entry, 'items').map((item) => rich(item)) };
    case 'skill': {
      const rating = entry.rating;
      const valid = typeof rating === 'number' && rating >= 0 && rating <= 5;
      return { type: 'skill', name: str(entry, 'name'), ...(valid ? { rating } : {}) };
    }
    case 'achievement': {
      const tags = strings(entry, 'keywords');
      return { type: 'achievement', title: rich(str(entry, 'title')), text: richLines(str(entry, 'summary')), ...(tags.length > 0 ? { tags } : {}) };
    }
    case 'reference':
      return { type: 'reference', name: rich(str(entry, 'name')), lines: linesOf(str(entry, 'reference')).map((line) => rich(line)) };
    case 'subsection':
      return { type: 'subsection', title: str(entry, 'title') };
    case 'paragraph':
      return { type: 'paragraph', text: richLines(str(entry, 'text')) };
    case 'quote':
      return { type: 'quote', text: richLines(str(entry, 'text')) };
    default:
      return null;
  }
}

// ---- the reader ------------------------------------------------------------------------------------

function readFile({ file, text }: CvFile, sections: FoundSection[], warnings: CvWarning[], words: ReaderWords) {
  const first = sections.length;
  const parsed = parseJson(text);
  const warn = (line: number, message: string, severity: CvWarning['severity'] = 'error') => warnings.push({ file, line, message, severity });
  if (!parsed.ok) {
    warn(parsed.line, `not valid JSON (column ${parsed.column}): ${parsed.message}; the CV pages show nothing from this file until it is fixed`);
    return;
  }
  const { value: resume, lineOf } = parsed;
  if (!isObject(resume)) {
    warn(1, 'a JSON Resume is one JSON object ({ "basics": …, "work": […], … }); this file holds something else');
    return;
  }
  /** The entries of an array property that are objects; anything else is named and skipped. */
  const entriesOf = (path: JsonPath, value: unknown): Entry[] => {
    if (!Array.isArray(value)) {
      warn(lineOf(path), `${formatJsonPath(path)} must be a list ([…]); it is not shown`);
      return [];
    }
    return value.filter((entry, index) => {
      if (isObject(entry)) return true;
      warn(lineOf([...path, index]), `${formatJsonPath([...path, index])} must be an object ({…}); it is not shown`);
      return false;
    });
  };
  const add = (title: string, kind: CvSectionKind | undefined, path: JsonPath, items: CvItem[]) => {
    if (items.length > 0) sections.push({ title, file, line: lineOf(path), items, ...(kind ? { kind } : {}) });
  };

  const basics = resume.basics;
  const summary = isObject(basics) ? str(basics, 'summary') : '';
  if (summary) {
    const paragraphs = summary.split(/\n\s*\n/).map((paragraph): CvItem => ({ type: 'paragraph', text: richLines(paragraph) }));
    add(words.t('cv.part.summary'), 'summary', ['basics', 'summary'], paragraphs);
  }

  // In the file's own order: the pages sort by kind, and a section nobody named keeps its place.
  for (const [key, value] of Object.entries(resume)) {
    if (NOT_SECTIONS.has(key)) continue;
    const part = own(PARTS, key);
    if (part) {
      add(words.t(`cv.part.${key as Part}`), part.kind, [key], part.read(entriesOf([key], value), words));
      continue;
    }
    if (key === EXTRA_SECTIONS) {
      entriesOf([key], value).forEach((section, index) => {
        const path = [key, index];
        const kind = typeof section.kind === 'string' && KINDS.has(section.kind) ? (section.kind as CvSectionKind) : undefined;
        const items: CvItem[] = [];
        entriesOf([...path, 'items'], section.items ?? []).forEach((entry, itemIndex) => {
          const item = extraItem(entry, words);
          if (item) items.push(item);
          else warn(lineOf([...path, 'items', itemIndex]), `${formatJsonPath([...path, 'items', itemIndex])} has an unknown type ${JSON.stringify(entry.type)}; it is not shown`);
        });
        add(str(section, 'title') || words.t('cv.part.other'), kind, path, items);
      });
      continue;
    }
    warn(lineOf([key]), `"${key}" is not a part of JSON Resume, so the CV pages do not show it`, 'warning');
  }

  if (sections.length === first) {
    warn(1, 'this JSON Resume has nothing the CV pages can show: add "work", "education", "skills" or another part of the schema');
  }
}

export const reader: CvReader = {
  cvClass: 'jsonresume',
  read(files: readonly CvFile[], words: ReaderWords): ReaderResult {
    const sections: FoundSection[] = [];
    const warnings: CvWarning[] = [];
    for (const file of files) {
      const before = sections.length;
      try {
        readFile(file, sections, warnings, words);
      } catch (error) {
        // Not expected (every value is checked before use); the contract is that a reader never throws.
        sections.length = before;
        warnings.push({ file: file.file, line: 1, message: `could not be read: ${error instanceof Error ? error.message : String(error)}`, severity: 'error' });
      }
    }
    return { sections, warnings, macros: [] };
  },
};
