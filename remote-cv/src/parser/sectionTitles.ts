import type { SectionKind, SectionTitles } from './types';

const KINDS: SectionKind[] = ['experience', 'qualifications', 'education', 'technicalSkills', 'keySkills'];

/** Titles compare as a reader sees them: case, spacing and a trailing colon do not matter. */
export function normalizeTitle(title: string): string {
  return title.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').replace(/\s*:$/, '').trim();
}

export function createTitleMatcher(titles: SectionTitles): (title: string) => SectionKind | null {
  const byTitle = new Map<string, SectionKind>();
  for (const kind of KINDS) {
    for (const title of titles[kind]) {
      const key = normalizeTitle(title);
      if (!byTitle.has(key)) byTitle.set(key, kind);
    }
  }
  return (title) => byTitle.get(normalizeTitle(title)) ?? null;
}
