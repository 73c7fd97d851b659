// The module itself, not the package index: the build runs the parser in node, where the index's site content is not defined.
import { CV_SECTION_KINDS, type CvPageName, type CvSectionKind } from '@portfolio/shared/src/content/cvSections';
import { DEFAULT_SECTION_TITLES } from './defaultTitles';
import { ARABIC_SCRIPT, foldScripts } from './scripts';
import type { SectionMapping } from './types';

/**
 * Which kind of section a title names, in many languages (defaultTitles.ts). Build-time and tests
 * only: the build hands the browser the kinds of the titles the owner's CV has (remote-cv/builder/cvTexts.js),
 * so these lists never reach the visitor.
 */

/**
 * Titles compare as a reader sees them: case, accents, spacing and punctuation (a trailing colon,
 * "&" for "and") do not matter. In the Arabic script (Persian, Arabic, Urdu) neither do vowel
 * marks, ي/ی and ك/ک, nor whether a word's parts are joined, spaced or held apart by a zero-width
 * non-joiner (مهارت‌ها, مهارت ها, مهارتها); nor Hebrew points.
 */
export function normalizeTitle(title: string): string {
  const key = foldScripts(title)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[’`]/g, "'")
    .replace(/[:：;,.!?()[\]{}"“”«»*#_–—\-־،؛؟۔]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ARABIC_SCRIPT.test(key) ? key.replace(/ /g, '') : key;
}

const OTHER_KIND: Record<CvPageName, CvSectionKind> = {
  experience: 'otherExperience',
  qualifications: 'otherQualifications',
  skills: 'otherSkills',
  publications: 'publications',
};

/**
 * The kind of a section from its title: the owner's page choices first, then the owner's titles,
 * then the built-in ones. A bilingual title ("Experience / Expérience") matches on either part.
 * Returns null for a title nobody named; its content then decides (kindFromContent).
 */
export function createTitleMatcher(mapping: SectionMapping = {}): (title: string) => CvSectionKind | null {
  const byTitle = new Map<string, CvSectionKind>();
  const add = (title: string, kind: CvSectionKind) => {
    const key = normalizeTitle(title);
    if (key && !byTitle.has(key)) byTitle.set(key, kind);
  };
  for (const [title, page] of Object.entries(mapping.sectionPages ?? {})) add(title, OTHER_KIND[page]);
  for (const [kind] of CV_SECTION_KINDS) for (const title of mapping.sectionTitles?.[kind] ?? []) add(title, kind);
  for (const [kind] of CV_SECTION_KINDS) for (const title of DEFAULT_SECTION_TITLES[kind]) add(title, kind);
  return (title) => {
    const whole = byTitle.get(normalizeTitle(title));
    if (whole) return whole;
    for (const part of title.split(/\s[/|]\s|\//)) {
      const kind = byTitle.get(normalizeTitle(part));
      if (kind) return kind;
    }
    return null;
  };
}
