/**
 * The AltaCV parser: the text of the owner's CV to typed sections plus warnings. Pure (no DOM),
 * linear in the input size, and it never throws: malformed input yields what could be recovered
 * and a warning with the line.
 */
import { collectFile, type FoundSection } from './document';
import type { CvSectionKind } from '@portfolio/shared';
import { kindFromContent, pageOfKind } from './kinds';
import type { CvDocument, CvFile } from './types';

/**
 * @param kindOfTitle  the kind a section title names (createTitleMatcher at build time; in the
 *   browser, the kinds the build found for this CV's titles); null leaves it to the content.
 */
export function parseCv(files: readonly CvFile[], kindOfTitle: (title: string) => CvSectionKind | null = () => null): CvDocument {
  const found: FoundSection[] = [];
  const warnings: CvDocument['warnings'] = [];
  for (const { file, text } of files) collectFile(text, file, found, warnings);
  const sections = found.map((section) => {
    const kind = kindOfTitle(section.title) ?? kindFromContent(section.items);
    return { ...section, kind, page: pageOfKind(kind) };
  });
  if (sections.length === 0) {
    // Every entry lives in a section: without one, the whole CV is dropped, which is an error.
    const first = warnings[0];
    warnings.push({
      file: first?.file ?? files[0]?.file ?? 'cv',
      line: first?.line ?? 1,
      message: 'No \\cvsection was found, so the CV pages have nothing to show: put each part of the CV under a \\cvsection{…}',
      severity: 'error',
    });
  }
  return { sections, warnings };
}

export { plainText } from './inline';
export { sectionsOfPage, countsOf } from './sections';
export type * from './types';
