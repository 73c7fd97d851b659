/**
 * The CV model as a JSON Resume (jsonresume.org): what the build writes to resume.json, from any
 * CV form. Each section goes where its kind belongs in the schema; dates become ISO 8601 where
 * they read as dates, and keep their text where they do not. Sections and items the schema has no
 * place for go to `x-sections` (resume.ts), never dropped. Pure: no I/O, no schema check (the build
 * checks the result against the official schema).
 */
import type { CvSectionKind } from '@portfolio/shared/src/content/cvSections';
import { parseDateRange } from '../parser/dates';
import { plainText } from '../parser/inline';
import type { CvDocument, CvEvent, CvItem, CvSection, RichText } from '../parser/types';
import { toResumePublications } from '../publications/toResumePublications';
import type { Publications } from '../publications/types';
import {
  EXTRA_SECTIONS,
  JSON_RESUME_SCHEMA_URL,
  ratingText,
  type ExtraItem,
  type ExtraSection,
  type JsonResume,
  type ResumeAward,
  type ResumeBasics,
  type ResumeCertificate,
  type ResumeEducation,
  type ResumeInterest,
  type ResumeLanguage,
  type ResumeProfile,
  type ResumeProject,
  type ResumePublication,
  type ResumeReference,
  type ResumeSkill,
  type ResumeVolunteer,
  type ResumeWork,
} from './resume';

/** What the CV itself does not say about its owner (content/site.json has it). */
export interface BasicsInput {
  name: string;
  label: string;
  /** Used when the CV has no summary section of its own. */
  summary?: string;
  url?: string;
  profiles?: ResumeProfile[];
  [key: string]: unknown;
}

/** Where each kind of section goes in JSON Resume. Kinds not named here go to x-sections. */
export const TARGET_OF_KIND: Partial<Record<CvSectionKind, Target>> = {
  experience: 'work',
  internships: 'work',
  volunteering: 'volunteer',
  education: 'education',
  projects: 'projects',
  certifications: 'certificates',
  qualifications: 'certificates',
  awards: 'awards',
  achievements: 'awards',
  publications: 'publications',
  technicalSkills: 'skills',
  keySkills: 'skills',
  tools: 'skills',
  strengths: 'skills',
  languages: 'languages',
  interests: 'interests',
  references: 'references',
  summary: 'summary',
};

type Target =
  | 'work'
  | 'volunteer'
  | 'education'
  | 'projects'
  | 'certificates'
  | 'awards'
  | 'publications'
  | 'skills'
  | 'languages'
  | 'interests'
  | 'references'
  | 'summary';

// ---- text --------------------------------------------------------------------------------------

const text = (rich: RichText): string => plainText(rich);

/** Rich text with its line breaks kept as "\n" (plainText reads them as spaces). */
function multiline(rich: RichText): string {
  const lines: string[] = [];
  let start = 0;
  rich.forEach((node, index) => {
    if (node.kind === 'break') {
      lines.push(plainText(rich.slice(start, index)));
      start = index + 1;
    }
  });
  lines.push(plainText(rich.slice(start)));
  return lines.filter((line) => line !== '').join('\n');
}

/** The first web link in a text (a title or organisation written as a link). */
function linkOf(...texts: RichText[]): string | undefined {
  for (const rich of texts) {
    for (const node of rich) if (node.kind === 'text' && node.href && /^https?:/i.test(node.href)) return node.href;
  }
  return undefined;
}

/** "Python, C++; Go" as a list. */
function splitList(value: string): string[] {
  return value
    .split(/\s*[,;·•|]\s*/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** An object without its empty values (undefined, "", []), so the file says only what the CV has. */
function compact<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined || field === '' || (Array.isArray(field) && field.length === 0)) continue;
    out[key] = field;
  }
  return out as T;
}

// ---- dates -------------------------------------------------------------------------------------

/** A range's ISO dates, or its text as `summary` when it does not read as one. */
function rangeOf(date: RichText): { startDate?: string; endDate?: string; summary?: string } {
  const written = text(date);
  if (written === '') return {};
  const range = parseDateRange(written);
  if (range === null) return { summary: written };
  return compact({ startDate: range.startDate, endDate: range.endDate });
}

/** One date for fields that hold one (awards, certificates, publications); a real range keeps its text. */
function singleDateOf(date: RichText): { date?: string; summary?: string } {
  const written = text(date);
  if (written === '') return {};
  const range = parseDateRange(written);
  if (range === null || range.ongoing || (range.startDate && range.endDate && range.startDate !== range.endDate)) return { summary: written };
  return { date: range.endDate ?? range.startDate };
}

// ---- items, per target ---------------------------------------------------------------------------

const lines = (event: CvEvent) => event.lines.map(text).filter((line) => line !== '');

function work(event: CvEvent): ResumeWork {
  return compact({
    name: text(event.organisation),
    position: text(event.title),
    url: linkOf(event.organisation, event.title),
    location: text(event.location),
    ...rangeOf(event.date),
    highlights: lines(event),
    keywords: event.stack,
  });
}

function volunteer(event: CvEvent): ResumeVolunteer {
  return compact({
    organization: text(event.organisation),
    position: text(event.title),
    url: linkOf(event.organisation, event.title),
    location: text(event.location),
    ...rangeOf(event.date),
    highlights: lines(event),
    keywords: event.stack,
  });
}

/** "M.Sc. in Human–Computer Interaction" → M.Sc. / Human–Computer Interaction; also ", ", " – ", "en", "em". */
export function splitDegree(title: string): { studyType?: string; area?: string } {
  const match = /^(.+?)(?:\s*,\s*|\s+[–—-]\s+|\s+(?:in|en|em)\s+)(.+)$/.exec(title);
  if (!match) return title === '' ? {} : { studyType: title };
  return { studyType: match[1]!.trim(), area: match[2]!.trim() };
}

const SCORE = /^(?:score|grade|gpa|cgpa|nota|voto|cijfer|ocena)\s*:\s*(.+)$/i;

function education(event: CvEvent): ResumeEducation {
  const all = lines(event);
  const scoreLine = all.find((line) => SCORE.test(line));
  return compact({
    institution: text(event.organisation),
    url: linkOf(event.organisation, event.title),
    ...splitDegree(text(event.title)),
    location: text(event.location),
    ...rangeOf(event.date),
    score: scoreLine === undefined ? undefined : SCORE.exec(scoreLine)![1]!.trim(),
    highlights: all.filter((line) => line !== scoreLine),
    courses: event.stack,
  });
}

function project(item: CvItem): ResumeProject | null {
  if (item.type === 'achievement') return compact({ name: text(item.title), description: text(item.text), keywords: item.tags });
  if (item.type !== 'event') return null;
  return compact({
    name: text(item.title),
    url: linkOf(item.title, item.organisation),
    entity: text(item.organisation),
    location: text(item.location),
    ...rangeOf(item.date),
    highlights: lines(item),
    keywords: item.stack,
  });
}

/** A labelled line whose label is a date ("2019: AWS Certified", moderncv's \cvitem{2019}{…}). */
function datedLine(label: RichText, value: RichText): { title: string; date?: string } {
  const date = singleDateOf(label).date;
  if (date !== undefined) return { title: text(value), date };
  return { title: [text(label), text(value)].filter(Boolean).join(': ') };
}

function certificate(item: CvItem): ResumeCertificate[] | null {
  switch (item.type) {
    case 'event': {
      const { date, summary } = singleDateOf(item.date);
      return [
        compact({
          name: text(item.title),
          issuer: text(item.organisation),
          url: linkOf(item.title, item.organisation),
          date,
          location: text(item.location),
          summary,
          highlights: lines(item),
          keywords: item.stack,
        }),
      ];
    }
    case 'achievement':
      return [compact({ name: text(item.title), summary: text(item.text), keywords: item.tags })];
    case 'list':
      return item.items.map((entry) => ({ name: text(entry) })).filter((entry) => entry.name !== '');
    case 'field': {
      const { title, date } = datedLine(item.label, item.text);
      return [compact({ name: title, date })];
    }
    default:
      return null;
  }
}

function award(item: CvItem): ResumeAward[] | null {
  switch (item.type) {
    case 'event': {
      const { date, summary } = singleDateOf(item.date);
      return [
        compact({
          title: text(item.title),
          awarder: text(item.organisation),
          date,
          location: text(item.location),
          summary,
          highlights: lines(item),
          keywords: item.stack,
        }),
      ];
    }
    case 'achievement':
      return [compact({ title: text(item.title), summary: text(item.text), keywords: item.tags })];
    case 'list':
      return item.items.map((entry) => ({ title: text(entry) })).filter((entry) => entry.title !== '');
    case 'field': {
      const { title, date } = datedLine(item.label, item.text);
      return [compact({ title, date })];
    }
    default:
      return null;
  }
}

function publication(item: CvItem): ResumePublication[] | null {
  switch (item.type) {
    case 'event': {
      const { date, summary } = singleDateOf(item.date);
      return [
        compact({
          name: text(item.title),
          publisher: text(item.organisation),
          releaseDate: date,
          url: linkOf(item.title, item.organisation),
          location: text(item.location),
          summary,
          highlights: lines(item),
        }),
      ];
    }
    case 'achievement':
      return [compact({ name: text(item.title), summary: text(item.text) })];
    case 'list':
      return item.items.map((entry) => compact({ name: text(entry), url: linkOf(entry) })).filter((entry) => entry.name !== undefined);
    case 'field': {
      const { title, date } = datedLine(item.label, item.text);
      return [compact({ name: title, releaseDate: date, url: linkOf(item.text) })];
    }
    default:
      return null;
  }
}

function language(item: CvItem): ResumeLanguage[] | null {
  switch (item.type) {
    case 'skill':
      return [compact({ language: item.name, fluency: item.rating === undefined ? undefined : ratingText(item.rating) })];
    case 'field':
      return [compact({ language: text(item.label), fluency: text(item.text) })];
    // A labelled group ("Fluent: English, French") says how well each is spoken.
    case 'tags':
      return item.tags.map((tag) => compact({ language: tag, fluency: item.label }));
    case 'list':
      return item.items.map((entry) => ({ language: text(entry) })).filter((entry) => entry.language !== '');
    default:
      return null;
  }
}

function interest(item: CvItem): ResumeInterest[] | null {
  switch (item.type) {
    case 'tags':
      return item.label ? [{ name: item.label, keywords: item.tags }] : item.tags.map((tag) => ({ name: tag }));
    case 'list':
      return item.items.map((entry) => ({ name: text(entry) })).filter((entry) => entry.name !== '');
    case 'field':
      return [compact({ name: text(item.label), keywords: splitList(text(item.text)) })];
    case 'skill':
      return [{ name: item.name }];
    default:
      return null;
  }
}

function reference(item: CvItem): ResumeReference | null {
  if (item.type === 'reference') return compact({ name: text(item.name), reference: item.lines.map(text).filter(Boolean).join('\n') });
  // A quote in a references section is a testimonial with no name.
  if (item.type === 'quote') return compact({ reference: multiline(item.text) });
  return null;
}

/** The skills of one section: groups of tags under their label (or the subsection, or the section's title). */
function skillsOf(section: CvSection, leftovers: CvItem[]): ResumeSkill[] {
  const skills: ResumeSkill[] = [];
  let heading: { item: CvItem; title: string; used: boolean } | null = null;
  const closeHeading = () => {
    if (heading && !heading.used) leftovers.push(heading.item);
  };
  const groupName = () => {
    if (heading) heading.used = true;
    return heading?.title ?? section.title;
  };
  for (const item of section.items) {
    switch (item.type) {
      case 'subsection':
        closeHeading();
        heading = { item, title: item.title, used: false };
        break;
      case 'tags':
        skills.push({ name: item.label ?? groupName(), keywords: item.tags });
        break;
      case 'list':
        skills.push({ name: groupName(), keywords: item.items.map(text).filter(Boolean) });
        break;
      case 'skill':
        skills.push(compact({ name: item.name, level: item.rating === undefined ? undefined : ratingText(item.rating) }));
        break;
      case 'field':
        skills.push(compact({ name: text(item.label), keywords: splitList(text(item.text)) }));
        break;
      default:
        leftovers.push(item);
    }
  }
  closeHeading();
  return skills;
}

// ---- x-sections ------------------------------------------------------------------------------------

/** An item as x-sections keeps it: plain text, the model's own names. */
export function extraItem(item: CvItem): ExtraItem {
  switch (item.type) {
    case 'event': {
      const written = text(item.date);
      const range = written === '' ? null : parseDateRange(written);
      return compact({
        type: 'event' as const,
        title: text(item.title),
        organisation: text(item.organisation),
        date: written,
        startDate: range?.startDate,
        endDate: range?.endDate,
        location: text(item.location),
        highlights: lines(item),
        keywords: item.stack,
      });
    }
    case 'tags':
      return compact({ type: 'tags' as const, label: item.label, keywords: item.tags });
    case 'field':
      return { type: 'field', label: text(item.label), text: multiline(item.text) };
    case 'list':
      return { type: 'list', items: item.items.map(text) };
    case 'skill':
      return item.rating === undefined ? { type: 'skill', name: item.name } : { type: 'skill', name: item.name, rating: item.rating };
    case 'achievement':
      return compact({ type: 'achievement' as const, title: text(item.title), summary: text(item.text), keywords: item.tags });
    case 'reference':
      return compact({ type: 'reference' as const, name: text(item.name), reference: item.lines.map(text).filter(Boolean).join('\n') });
    case 'subsection':
      return { type: 'subsection', title: item.title };
    case 'paragraph':
      return { type: 'paragraph', text: multiline(item.text) };
    case 'quote':
      return { type: 'quote', text: multiline(item.text) };
  }
}

// ---- the document --------------------------------------------------------------------------------

interface Collected {
  summary?: string;
  work: ResumeWork[];
  volunteer: ResumeVolunteer[];
  education: ResumeEducation[];
  awards: ResumeAward[];
  certificates: ResumeCertificate[];
  publications: ResumePublication[];
  skills: ResumeSkill[];
  languages: ResumeLanguage[];
  interests: ResumeInterest[];
  references: ResumeReference[];
  projects: ResumeProject[];
  extras: ExtraSection[];
}

/** The items of one section that go to `target`; those that do not fit are returned. */
function collectSection(section: CvSection, target: Target, out: Collected): CvItem[] {
  const leftovers: CvItem[] = [];
  const each = <T>(convert: (item: CvItem) => T | T[] | null, into: T[]) => {
    for (const item of section.items) {
      const entry = convert(item);
      if (entry === null) leftovers.push(item);
      else into.push(...(Array.isArray(entry) ? entry : [entry]));
    }
  };
  const events = <T>(convert: (event: CvEvent) => T) => (item: CvItem) => (item.type === 'event' ? convert(item) : null);
  switch (target) {
    case 'work':
      each(events(work), out.work);
      break;
    case 'volunteer':
      each(events(volunteer), out.volunteer);
      break;
    case 'education':
      each(events(education), out.education);
      break;
    case 'projects':
      each(project, out.projects);
      break;
    case 'certificates':
      each(certificate, out.certificates);
      break;
    case 'awards':
      each(award, out.awards);
      break;
    case 'publications':
      each(publication, out.publications);
      break;
    case 'skills':
      out.skills.push(...skillsOf(section, leftovers));
      break;
    case 'languages':
      each(language, out.languages);
      break;
    case 'interests':
      each(interest, out.interests);
      break;
    case 'references':
      each(reference, out.references);
      break;
    case 'summary': {
      // The first summary section is basics.summary; a second one keeps its own title in x-sections.
      if (out.summary !== undefined) return section.items;
      const texts: string[] = [];
      for (const item of section.items) {
        if (item.type === 'paragraph' || item.type === 'quote') texts.push(multiline(item.text));
        else if (item.type === 'list') texts.push(item.items.map(text).join('\n'));
        else leftovers.push(item);
      }
      out.summary = texts.filter(Boolean).join('\n\n');
      break;
    }
  }
  return leftovers;
}

/**
 * The CV as a JSON Resume object. `basics` comes from content/site.json (the CV model does not keep
 * its header); the CV's own summary section, when it has one, is basics.summary. `printed`: what
 * the CV's bibliography prints (the Publications page's lists), after the CV's own publications.
 */
export function toJsonResume(cv: CvDocument, basics: BasicsInput, printed?: Publications | null): JsonResume {
  const out: Collected = {
    work: [],
    volunteer: [],
    education: [],
    awards: [],
    certificates: [],
    publications: [],
    skills: [],
    languages: [],
    interests: [],
    references: [],
    projects: [],
    extras: [],
  };
  for (const section of cv.sections) {
    const target = TARGET_OF_KIND[section.kind];
    const leftovers = target === undefined ? section.items : collectSection(section, target, out);
    if (leftovers.length > 0) out.extras.push({ title: section.title, kind: section.kind, items: leftovers.map(extraItem) });
  }
  const resumeBasics: ResumeBasics = compact({ ...basics, summary: out.summary || basics.summary });
  const resume: JsonResume = {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: resumeBasics,
    work: out.work,
    volunteer: out.volunteer,
    education: out.education,
    awards: out.awards,
    certificates: out.certificates,
    publications: [...out.publications, ...toResumePublications(printed)],
    skills: out.skills,
    languages: out.languages,
    interests: out.interests,
    references: out.references,
    projects: out.projects,
    [EXTRA_SECTIONS]: out.extras,
  };
  return compact(resume);
}
