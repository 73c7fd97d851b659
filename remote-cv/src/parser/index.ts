/**
 * The AltaCV parser: the text of the owner's CV files to typed entities plus warnings. Pure (no
 * DOM), linear in the input size, and it never throws: malformed input yields what could be
 * recovered and a warning with the line.
 */
import { collectFile } from './document';
import { createTitleMatcher } from './sectionTitles';
import type { CvDocument, CvFile, SectionTitles } from './types';

export function parseCv(files: readonly CvFile[], sectionTitles: SectionTitles): CvDocument {
  const cv: CvDocument = { experience: [], qualifications: [], education: [], technicalSkills: [], keySkills: [], warnings: [] };
  const sectionKind = createTitleMatcher(sectionTitles);
  for (const { file, text } of files) collectFile(text, file, sectionKind, cv);
  return cv;
}

export { plainText } from './inline';
export type * from './types';
