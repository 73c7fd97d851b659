/**
 * A CV's files through its reader into the model the pages render: each section gets its kind
 * (from its title, else its content) and its page. Pure and linear; it never throws.
 */
import type { CvSectionKind } from '@portfolio/shared/src/content/cvSections';
import { kindFromContent, pageOfKind } from './kinds';
import type { CvReader, ReaderWords } from './reader';
import { countsOf } from './sections';
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
  const showsNothing = sections.every((section) => {
    const { entries, tags } = countsOf(section);
    return entries + tags === 0;
  });
  if (showsNothing && !warnings.some((warning) => warning.severity === 'error')) {
    // Every entry lives in a section: without one, or with only empty ones (an early
    // \end{document}, say), the whole CV is lost, which is an error (unless an error already says
    // why, such as a resume.json that is not JSON).
    const first = sections[0] ?? warnings[0];
    warnings.push({
      file: first?.file ?? files[0]?.file ?? 'cv',
      line: first?.line ?? 1,
      message:
        sections.length === 0
          ? NO_SECTION[reader.cvClass]
          : `${sections.length === 1 ? 'The one section' : `All ${sections.length} sections`} of the CV hold nothing the pages can show (no entries, lists, skills or text): check for an \\end{document} or a closing brace too early`,
      severity: 'error',
    });
  }
  return { cvClass: reader.cvClass, macros, sections, warnings };
}
