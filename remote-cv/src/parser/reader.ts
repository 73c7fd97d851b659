/**
 * What every CV reader implements: one per CV form (AltaCV, Awesome-CV, moderncv, Jake's résumé,
 * JSON Resume), each in its own module under readers/, so the browser loads only the one in use and
 * a new form is one new file. Every reader produces the same model (types.ts); the pages never know
 * which form it came from.
 */
import type { CvClass, CvSectionKind } from '@portfolio/shared/src/content/cvSections';
import type { TextKey } from '@portfolio/shared/src/i18n/languages';
import type { CvFile, CvItem, CvWarning } from './types';

export type { CvClass } from '@portfolio/shared/src/content/cvSections';

/** A section as a reader found it; its kind is decided once its title and content are known. */
export interface FoundSection {
  title: string;
  file: string;
  line: number;
  items: CvItem[];
  /** Set by a reader whose form already says what the section is (JSON Resume's "work", "education"…). */
  kind?: CvSectionKind;
}

export interface ReaderResult {
  sections: FoundSection[];
  warnings: CvWarning[];
  /** The owner's own macros the reader expanded (\newcommand…), by name without the backslash. */
  macros: string[];
}

/**
 * The words a reader writes itself, in the language of the page that shows the CV: JSON Resume
 * names no section and keeps dates as ISO, so its reader titles the sections and writes the dates.
 * (The LaTeX forms show the owner's own words.)
 */
export interface ReaderWords {
  lang: string;
  t(key: TextKey, values?: Record<string, string | number>): string;
}

export interface CvReader {
  readonly cvClass: CvClass;
  /** Never throws: malformed input gives what could be read plus warnings with file and line. */
  read(files: readonly CvFile[], words: ReaderWords): ReaderResult;
  /**
   * The text with the owner's macros already expanded, every line where it was (LaTeX forms). The
   * build serves this, so the browser's read finds nothing left to expand and lexes the text once.
   */
  expand?(text: string): string;
}
