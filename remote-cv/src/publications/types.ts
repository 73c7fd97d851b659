/**
 * The Publications page's data: what the build read from the owner's bibliography (their .bib as
 * the CV prints it, or resume.json's publications), written beside the CV text as JSON. The page
 * renders it as it is: no .bib parser and no LaTeX reader reach the browser for it.
 */
import type { RichText } from '../parser/types';

export interface PublicationAuthor {
  name: string;
  /** The owner: the CV asks for their name in bold (biblatex's name tricks), or it is their name. */
  own?: true;
}

export interface Publication {
  key: string;
  /** The entry type as biblatex names it (article, book, inproceedings, thesis, report…). */
  type: string;
  /** The authors in order; the editors when the entry has no author (then `editors` is set). */
  authors: PublicationAuthor[];
  editors?: true;
  /** The list ends in "et al." (BibTeX's "and others"). */
  more?: true;
  title: RichText;
  /** Where it appeared: journal, proceedings, publisher, school…, with volume and pages. */
  venue: RichText;
  /** As precise as the entry is: "2021", "2021-05" or "2021-05-04". */
  date?: string;
  doi?: string;
  url?: string;
  arxiv?: string;
  pdf?: string;
  /** The entry as the owner keeps it in their .bib (Copy BibTeX); absent for an entry written out. */
  bibtex?: string;
  /** A line of its own below (resume.json's summary). */
  summary?: string;
}

/** One \printbibliography (or \bibliography, thebibliography…): its own title, its entries in order. */
export interface PublicationGroup {
  title: string | null;
  entries: Publication[];
}

/** The CV section the groups sit under, as the PDF titles it; null before any section. */
export interface PublicationPart {
  title: string | null;
  groups: PublicationGroup[];
}

export interface Publications {
  parts: PublicationPart[];
}

/** How many entries, over every part and group. */
export function publicationCount(publications: Publications): number {
  return publications.parts.reduce((sum, part) => sum + part.groups.reduce((inPart, group) => inPart + group.entries.length, 0), 0);
}
