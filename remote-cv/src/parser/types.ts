import type { CvPageName, CvSectionKind } from '@portfolio/shared';
import type { CvClass } from '@portfolio/shared/src/content/cvSections';

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

/** A \cvevent: a job, a degree, a project, a certificate… Which line means what depends on the section. */
export interface CvEvent {
  type: 'event';
  /** The four arguments: title, organisation, date, location (as AltaCV names them). */
  title: RichText;
  organisation: RichText;
  date: RichText;
  location: RichText;
  /** Its bullets and lines of text, in order. */
  lines: RichText[];
  /** From a "Tech Stack:" bullet or \cvtag inside the event. */
  stack: string[];
}

export type CvItem =
  | CvEvent
  /**
   * A run of \cvtag, or bullets on a skills page: shown as chips. `label` names a group of them
   * (Awesome-CV's \cvskill{type}{skills}, Jake's "Languages: …" line, JSON Resume's skills[].name).
   */
  | { type: 'tags'; tags: string[]; label?: string }
  /** A labelled line: moderncv's \cvitem{label}{text} and its variants (\cvlanguage, \cvcomputer…). */
  | { type: 'field'; label: RichText; text: RichText }
  /** Bullets outside any event. */
  | { type: 'list'; items: RichText[] }
  /** \cvskill{name}{rating}: rating from 0 to 5, absent when the CV's value is not a number. */
  | { type: 'skill'; name: string; rating?: number }
  /**
   * \cvachievement{icon}{title}{text}; the icon is graphical and is not kept. `tags`: the \cvtag{…}s
   * its description lists, when it does.
   */
  | { type: 'achievement'; title: RichText; text: RichText; tags?: string[] }
  /** \cvref{name}{institution}{email}. */
  | { type: 'reference'; name: RichText; lines: RichText[] }
  | { type: 'subsection'; title: string }
  | { type: 'paragraph'; text: RichText }
  | { type: 'quote'; text: RichText };

export interface CvSection {
  /** As the CV writes it (line breaks read as spaces). */
  title: string;
  kind: CvSectionKind;
  page: CvPageName;
  file: string;
  line: number;
  items: CvItem[];
}

export interface CvDocument {
  /** The form the CV was read as. */
  cvClass: CvClass;
  /** The owner's own macros that were expanded, by name. */
  macros: string[];
  /** Every section of the CV, in the order the CV has them. */
  sections: CvSection[];
  warnings: CvWarning[];
}

export interface SectionMapping {
  /** The owner's extra titles per kind (content/site.json cv.sectionTitles), checked first. */
  sectionTitles?: Partial<Record<CvSectionKind, readonly string[]>>;
  /** Any title sent to a page (content/site.json cv.sectionPages). */
  sectionPages?: Record<string, CvPageName>;
}

export interface CvFile {
  /** The name used in warnings, e.g. "content/cv/main.tex". */
  file: string;
  text: string;
}
