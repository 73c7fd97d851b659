/**
 * Where every kind of CV section goes: the four CV pages, and the order of the kinds on each
 * (SPEC §4 "nothing the PDF shows is dropped"). The parser maps a section's title to one of these
 * kinds; content/site.json can add titles per kind, or send any title to a page.
 */
/** The forms the site reads. "jsonresume" is content/cv/resume.json; the rest are LaTeX classes. */
export const CV_CLASSES = ['altacv', 'awesome-cv', 'moderncv', 'jakes', 'jsonresume'] as const;
export type CvClass = (typeof CV_CLASSES)[number];

/** Publications: what the CV lists as such, and what its bibliography prints (the home menu shows it only when there is some). */
export type CvPageName = 'experience' | 'qualifications' | 'skills' | 'publications';

export const CV_PAGES: readonly CvPageName[] = ['experience', 'qualifications', 'skills', 'publications'];

/** Each kind with its page, in the order the page shows them. */
export const CV_SECTION_KINDS = [
  ['experience', 'experience'],
  ['internships', 'experience'],
  ['projects', 'experience'],
  ['volunteering', 'experience'],
  ['summary', 'experience'],
  ['references', 'experience'],
  ['otherExperience', 'experience'],
  ['qualifications', 'qualifications'],
  ['education', 'qualifications'],
  ['courses', 'qualifications'],
  ['certifications', 'qualifications'],
  ['awards', 'qualifications'],
  ['achievements', 'qualifications'],
  ['otherQualifications', 'qualifications'],
  ['technicalSkills', 'skills'],
  ['keySkills', 'skills'],
  ['languages', 'skills'],
  ['tools', 'skills'],
  ['interests', 'skills'],
  ['strengths', 'skills'],
  ['otherSkills', 'skills'],
  ['publications', 'publications'],
] as const satisfies readonly (readonly [string, CvPageName])[];

export type CvSectionKind = (typeof CV_SECTION_KINDS)[number][0];

export const CV_SECTION_KIND_NAMES = CV_SECTION_KINDS.map(([kind]) => kind) as unknown as readonly [CvSectionKind, ...CvSectionKind[]];

export const PAGE_OF_KIND = Object.fromEntries(CV_SECTION_KINDS) as Record<CvSectionKind, CvPageName>;
