import { CV_SECTION_KINDS, type CvPageName } from '@portfolio/shared/src/content/cvSections';
import type { CvDocument, CvSection } from './types';

const ORDER = new Map<string, number>(CV_SECTION_KINDS.map(([kind], index) => [kind, index]));

/** A page's sections that show something: by kind in the page's order (jobs first…), then as the CV has them. */
export function sectionsOfPage(cv: CvDocument, page: CvPageName): CvSection[] {
  return cv.sections
    .map((section, index) => ({ section, index }))
    .filter(({ section }) => section.page === page && section.items.length > 0)
    .sort((a, b) => ORDER.get(a.section.kind)! - ORDER.get(b.section.kind)! || a.index - b.index)
    .map(({ section }) => section);
}

/** What a section shows, counted as the build's CV report gives it. */
export function countsOf(section: CvSection): { entries: number; tags: number } {
  let entries = 0;
  let tags = 0;
  for (const item of section.items) {
    if (item.type === 'tags') tags += item.tags.length;
    else if (item.type === 'list' && section.page === 'skills') tags += item.items.length;
    else if (item.type === 'list') entries += item.items.length;
    else if (item.type === 'skill') tags += 1;
    else if (item.type !== 'subsection') entries += 1;
    if (item.type === 'event') tags += item.stack.length;
  }
  return { entries, tags };
}
