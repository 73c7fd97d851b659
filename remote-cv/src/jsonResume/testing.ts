/** Builders of CV models for the JSON Resume tests: the model written out, not parsed from LaTeX. */
import { PAGE_OF_KIND, type CvSectionKind } from '@portfolio/shared/src/content/cvSections';
import { kindFromContent, pageOfKind } from '../parser/kinds';
import type { FoundSection } from '../parser/reader';
import type { CvDocument, CvEvent, CvItem, CvSection, RichText } from '../parser/types';

export const rich = (text: string, marks: { bold?: true; italic?: true; href?: string } = {}): RichText =>
  text === '' ? [] : [{ kind: 'text', text, ...marks }];

export function event(title: string, organisation: string, date: string, location: string, lines: string[] = [], stack: string[] = []): CvEvent {
  return { type: 'event', title: rich(title), organisation: rich(organisation), date: rich(date), location: rich(location), lines: lines.map((line) => rich(line)), stack };
}

export function section(title: string, kind: CvSectionKind, items: CvItem[]): CvSection {
  return { title, kind, page: PAGE_OF_KIND[kind], file: 'content/cv/main.tex', line: 1, items };
}

export function cvOf(...sections: CvSection[]): CvDocument {
  return { cvClass: 'altacv', macros: [], sections, warnings: [] };
}

/** What a reader's sections become once placed (as parseCv does): the reader's kind, else the content's. */
export function placed(found: readonly FoundSection[]): CvDocument {
  return {
    cvClass: 'jsonresume',
    macros: [],
    sections: found.map((section) => {
      const kind = section.kind ?? kindFromContent(section.items);
      return { ...section, kind, page: pageOfKind(kind) };
    }),
    warnings: [],
  };
}
