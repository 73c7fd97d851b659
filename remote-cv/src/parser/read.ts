/**
 * A CV's files through its reader into the model the pages render: each section gets its kind
 * (from its title, else its content) and its page. Pure and linear; it never throws.
 */
import type { CvSectionKind } from '@portfolio/shared/src/content/cvSections';
import { kindFromContent, pageOfKind } from './kinds';
import type { CvReader, ReaderWords } from './reader';
import type { CvDocument, CvFile } from './types';

/** Where each form's sections begin, for the one error that loses everything. */
const NO_SECTION: Record<CvReader['cvClass'], string> = {
  altacv: 'No \\cvsection was found, so the CV pages have nothing to show: put each part of the CV under a \\cvsection{…}',
  'awesome-cv': 'No \\cvsection was found, so the CV pages have nothing to show: put each part of the CV under a \\cvsection{…}',
  moderncv: 'No \\section was found, so the CV pages have nothing to show: put each part of the CV under a \\section{…}',
  jakes: 'No \\section was found, so the CV pages have nothing to show: put each part of the CV under a \\section{…}',
  jsonresume: 'resume.json has no "work", "education", "skills" or other section, so the CV pages have nothing to show',
};

/**
 * @param kindOfTitle  the kind a section title names (createTitleMatcher at build time; in the
 *   browser, the kinds the build found for this CV's titles); null leaves it to the content.
 * @param words  the page's language, for what a reader writes itself
 */
export function readCv(reader: CvReader, files: readonly CvFile[], kindOfTitle: (title: string) => CvSectionKind | null, words: ReaderWords): CvDocument {
  const { sections: found, warnings, macros } = reader.read(files, words);
  const sections = found.map(({ kind: known, ...section }) => {
    const kind = known ?? kindOfTitle(section.title) ?? kindFromContent(section.items);
    return { ...section, kind, page: pageOfKind(kind) };
  });
  if (sections.length === 0 && !warnings.some((warning) => warning.severity === 'error')) {
    // Every entry lives in a section: without one, the whole CV is dropped, which is an error
    // (unless an error already says why, such as a resume.json that is not JSON).
    const first = warnings[0];
    warnings.push({
      file: first?.file ?? files[0]?.file ?? 'cv',
      line: first?.line ?? 1,
      message: NO_SECTION[reader.cvClass],
      severity: 'error',
    });
  }
  return { cvClass: reader.cvClass, macros, sections, warnings };
}
