/**
 * The parts of the JSON Resume schema (jsonresume.org, @jsonresume/schema 1.x) this site reads and
 * writes, plus the additional properties it uses where the schema has no field. The schema allows
 * additional properties everywhere, so a resume.json with them is still valid.
 *
 * Additional properties (written by toJsonResume, read back by the reader):
 * - `keywords` on work and volunteer entries: an event's tech stack (the name projects[] uses).
 * - `location` on volunteer, projects, awards, certificates and publications entries.
 * - `highlights` on education, awards, certificates and publications entries: an event's bullets.
 * - `summary` on certificates: a date text that is not a date JSON Resume can hold.
 * - `x-sections` at the top level: the CV's sections that have no place in the schema (courses,
 *   a section nobody named…), each with its title, its kind and its items as plain text.
 */
import type { CvSectionKind } from '@portfolio/shared/src/content/cvSections';

export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The top-level property holding the sections JSON Resume has no place for. */
export const EXTRA_SECTIONS = 'x-sections';

export interface ResumeProfile {
  network?: string;
  username?: string;
  url?: string;
}

export interface ResumeBasics {
  name?: string;
  label?: string;
  image?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: Record<string, string>;
  profiles?: ResumeProfile[];
  [key: string]: unknown;
}

interface Dated {
  startDate?: string;
  endDate?: string;
}

export interface ResumeWork extends Dated {
  name?: string;
  position?: string;
  location?: string;
  description?: string;
  url?: string;
  summary?: string;
  highlights?: string[];
  /** Additional property: the stack of the job. */
  keywords?: string[];
}

export interface ResumeVolunteer extends Dated {
  organization?: string;
  position?: string;
  url?: string;
  summary?: string;
  highlights?: string[];
  location?: string;
  keywords?: string[];
}

export interface ResumeEducation extends Dated {
  institution?: string;
  url?: string;
  area?: string;
  studyType?: string;
  score?: string;
  courses?: string[];
  location?: string;
  summary?: string;
  highlights?: string[];
}

export interface ResumeAward {
  title?: string;
  date?: string;
  awarder?: string;
  summary?: string;
  location?: string;
  highlights?: string[];
  keywords?: string[];
}

export interface ResumeCertificate {
  name?: string;
  date?: string;
  url?: string;
  issuer?: string;
  location?: string;
  summary?: string;
  highlights?: string[];
  keywords?: string[];
}

export interface ResumePublication {
  name?: string;
  publisher?: string;
  releaseDate?: string;
  url?: string;
  summary?: string;
  location?: string;
  highlights?: string[];
}

export interface ResumeSkill {
  name?: string;
  level?: string;
  keywords?: string[];
}

export interface ResumeLanguage {
  language?: string;
  fluency?: string;
}

export interface ResumeInterest {
  name?: string;
  keywords?: string[];
}

export interface ResumeReference {
  name?: string;
  reference?: string;
}

export interface ResumeProject extends Dated {
  name?: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  url?: string;
  roles?: string[];
  entity?: string;
  type?: string;
  location?: string;
  summary?: string;
}

/** A CV item in plain text, as `x-sections` keeps it: the model's own names (types.ts). */
export type ExtraItem =
  | {
      type: 'event';
      title: string;
      organisation?: string;
      /** The date as the CV writes it; startDate/endDate when it reads as a date. */
      date?: string;
      startDate?: string;
      endDate?: string;
      location?: string;
      highlights?: string[];
      keywords?: string[];
    }
  | { type: 'tags'; label?: string; keywords: string[] }
  | { type: 'field'; label: string; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'skill'; name: string; rating?: number }
  | { type: 'achievement'; title: string; summary?: string; keywords?: string[] }
  | { type: 'reference'; name: string; reference?: string }
  | { type: 'subsection'; title: string }
  | { type: 'paragraph'; text: string }
  | { type: 'quote'; text: string };

export interface ExtraSection {
  title: string;
  kind: CvSectionKind;
  items: ExtraItem[];
}

export interface JsonResume {
  $schema?: string;
  basics?: ResumeBasics;
  work?: ResumeWork[];
  volunteer?: ResumeVolunteer[];
  education?: ResumeEducation[];
  awards?: ResumeAward[];
  certificates?: ResumeCertificate[];
  publications?: ResumePublication[];
  skills?: ResumeSkill[];
  languages?: ResumeLanguage[];
  interests?: ResumeInterest[];
  references?: ResumeReference[];
  projects?: ResumeProject[];
  'x-sections'?: ExtraSection[];
  meta?: Record<string, unknown>;
  [key: string]: unknown;
}

/** "4/5" for a rating of 4 (a \cvskill's or a language's dots); how JSON Resume's free-text level holds it. */
export function ratingText(rating: number): string {
  return `${rating}/5`;
}

/** The rating a level or fluency text names ("4/5", "3.5 / 5"), or undefined. */
export function ratingOf(text: string | undefined): number | undefined {
  const match = /^\s*(\d(?:\.\d+)?)\s*\/\s*5\s*$/.exec(text ?? '');
  if (!match) return undefined;
  const rating = Number(match[1]);
  return rating >= 0 && rating <= 5 ? rating : undefined;
}
