// The module itself, not the package index: the build runs the parser in node, where the index's site content is not defined.
import { PAGE_OF_KIND, type CvPageName, type CvSectionKind } from '@portfolio/shared/src/content/cvSections';
import type { CvItem } from './types';

/** Where a section nobody named goes: entries to Experience, achievements to Qualifications, tags, skills and labelled lines to Skills. */
export function kindFromContent(items: readonly CvItem[]): CvSectionKind {
  const has = (type: CvItem['type']) => items.some((item) => item.type === type);
  if (has('event')) return 'otherExperience';
  if (has('achievement')) return 'otherQualifications';
  if (has('tags') || has('skill') || has('list') || has('field')) return 'otherSkills';
  return 'otherExperience';
}

export function pageOfKind(kind: CvSectionKind): CvPageName {
  return PAGE_OF_KIND[kind];
}
