/**
 * The CV parser's entry point: the text of the owner's CV, in any form the site reads, to typed
 * sections plus warnings. Pure (no DOM), linear in the input size, and it never throws: malformed
 * input yields what could be recovered and a warning with the line.
 *
 * It knows every reader, for the build and the tests. The browser reads with readCv and the one
 * reader its CV needs (see cvStore), so it never downloads the others.
 */
import type { CvSectionKind } from '@portfolio/shared/src/content/cvSections';
import { detectCvClass } from './detect';
import { readCv } from './read';
import { en } from '@portfolio/shared/src/i18n/catalogues/en';
import { catalogueText } from '@portfolio/shared/src/i18n/pageContext';
import type { CvReader, ReaderWords } from './reader';
import { READERS } from './readers';
import type { CvDocument, CvFile } from './types';

/** The reader for these files: the form of the first one that says which it is. */
export function readerFor(files: readonly CvFile[]): CvReader {
  return READERS[detectCvClass(files.map((file) => file.text).join('\n'))];
}

/** English: the build's reports and the tests read a CV as an English page would show it. */
export const ENGLISH: ReaderWords = { lang: 'en', t: (key, values) => catalogueText(en, 'en', key, values) ?? key };

/**
 * @param kindOfTitle  the kind a section title names (createTitleMatcher at build time); null leaves it to the content.
 * @param reader  the CV's form; detected from the files when not given.
 * @param words  the language of what a reader writes itself (JSON Resume's titles and dates)
 */
export function parseCv(
  files: readonly CvFile[],
  kindOfTitle: (title: string) => CvSectionKind | null = () => null,
  reader: CvReader = readerFor(files),
  words: ReaderWords = ENGLISH,
): CvDocument {
  return readCv(reader, files, kindOfTitle, words);
}

