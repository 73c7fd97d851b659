/** The bibliography's entries as JSON Resume's publications: name, publisher, releaseDate, url, and the authors as summary. */
import { plainText } from '../parser/inline';
import type { ResumePublication } from '../jsonResume/resume';
import type { Publication, Publications } from './types';

/** The one address a reader follows: the DOI, else the entry's page, arXiv, the PDF. */
function urlOf({ doi, url, arxiv, pdf }: Publication): string | undefined {
  if (doi) return `https://doi.org/${doi}`;
  return url ?? (arxiv ? `https://arxiv.org/abs/${arxiv}` : pdf);
}

export function toResumePublications(publications: Publications | null | undefined): ResumePublication[] {
  const out: ResumePublication[] = [];
  for (const entry of publications?.parts.flatMap((part) => part.groups.flatMap((group) => group.entries)) ?? []) {
    const publication: ResumePublication = { name: plainText(entry.title).trim() };
    const publisher = plainText(entry.venue).trim();
    const url = urlOf(entry);
    const authors = entry.authors.map((author) => author.name).join(', ') + (entry.more ? ' et al.' : '');
    if (publisher) publication.publisher = publisher;
    if (entry.date) publication.releaseDate = entry.date;
    if (url) publication.url = url;
    if (authors) publication.summary = authors;
    out.push(publication);
  }
  return out;
}
