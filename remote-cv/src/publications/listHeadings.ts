/**
 * A CV section's \subsection that heads a printed list (\subsection{Journal articles}
 * \printbibliography[heading=none]) is the list's title on the page: the section leaves it out, so
 * the heading shows once, over its entries, not also as an empty heading above them. Pure.
 */
import type { CvSection } from '../parser/types';
import type { Publications } from './types';

export function withoutListHeadings(sections: readonly CvSection[], publications: Publications | null): CvSection[] {
  if (!publications) return [...sections];
  const listTitles = new Map<string, Set<string>>();
  for (const part of publications.parts) {
    if (part.title === null) continue;
    const titles = listTitles.get(part.title) ?? new Set<string>();
    for (const group of part.groups) if (group.title !== null) titles.add(group.title);
    listTitles.set(part.title, titles);
  }
  return sections.map((section) => {
    const titles = listTitles.get(section.title);
    if (!titles) return section;
    const items = section.items.filter((item) => !(item.type === 'subsection' && titles.has(item.title)));
    return items.length === section.items.length ? section : { ...section, items };
  });
}
