/**
 * The typed values the AltaCV parser produces. Rich text is a flat list of inline runs, each
 * carrying its own marks: a flat list cannot nest arbitrarily deep, so rendering it never recurses.
 */

export type Inline =
  | { kind: 'text'; text: string; bold?: true; italic?: true; href?: string }
  | { kind: 'break' };

export type RichText = Inline[];

export interface CvWarning {
  file: string;
  line: number;
  message: string;
  /** "error" marks a problem that loses content (the build fails on it); "warning" does not. */
  severity: 'error' | 'warning';
}

export interface ExperienceEntry {
  jobTitle: RichText;
  company: RichText;
  date: RichText;
  location: RichText;
  skills: RichText[];
  stack: string[];
}

export interface Qualification {
  qualification: RichText;
  issuer: RichText;
  date: RichText;
  company: RichText;
}

export interface EducationEntry {
  qualification: RichText;
  issuer: RichText;
  date: RichText;
  location: RichText;
  skills: RichText[];
}

export interface CvDocument {
  experience: ExperienceEntry[];
  qualifications: Qualification[];
  education: EducationEntry[];
  technicalSkills: string[];
  keySkills: string[];
  warnings: CvWarning[];
}

export type SectionKind = 'experience' | 'qualifications' | 'education' | 'technicalSkills' | 'keySkills';

/** Which `\cvsection` titles feed which entity (content/site.json `cv.sectionTitles`). */
export type SectionTitles = Record<SectionKind, readonly string[]>;

export interface CvFile {
  /** The name used in warnings, e.g. "content/cv/main.tex". */
  file: string;
  text: string;
}
