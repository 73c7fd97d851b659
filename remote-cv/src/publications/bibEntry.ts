/**
 * One .bib entry as the Publications page shows it: names as a reader writes them (the owner's
 * marked), the title and venue as text, the date, and the links the entry has (DOI, arXiv, URL,
 * PDF). Pure.
 */
import { safeHref } from '../parser/inline';
import type { RichText } from '../parser/types';
import type { BibEntry } from './bibFile';
import { bibNames, displayName, type BibName } from './bibNames';
import { latexPlain, latexText } from './latexText';
import type { Publication, PublicationAuthor } from './types';

/** BibTeX's types under biblatex's names, as biblatex's own data model maps them (type=… compares these). */
const TYPE_ALIASES: Record<string, string> = {
  conference: 'inproceedings',
  electronic: 'online',
  www: 'online',
  mastersthesis: 'thesis',
  phdthesis: 'thesis',
  techreport: 'report',
};

export function biblatexType(type: string): string {
  const lower = type.toLowerCase();
  return TYPE_ALIASES[lower] ?? lower;
}

const MONTHS: Record<string, string> = { jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06', jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12' };

/** biblatex's date field (its start, for a range), else year and month. */
export function entryDate(fields: Record<string, string>): string | undefined {
  const date = /^\s*(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(fields.date ?? '');
  if (date) return [date[1], date[2], date[3]].filter(Boolean).join('-');
  const year = /\d{4}/.exec(latexPlain(fields.year ?? ''))?.[0];
  if (!year) return undefined;
  const rawMonth = (fields.month ?? '').trim().toLowerCase();
  const month = /^\d{1,2}$/.test(rawMonth) && Number(rawMonth) >= 1 && Number(rawMonth) <= 12 ? rawMonth.padStart(2, '0') : MONTHS[rawMonth.slice(0, 3)];
  return month ? `${year}-${month}` : year;
}

/** The DOI itself: a "https://doi.org/…" or "doi:" prefix is dropped. */
function doiOf(fields: Record<string, string>): string | undefined {
  const doi = (fields.doi ?? '').trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');
  return /^10\.\S+\/\S+$/.test(doi) ? doi : undefined;
}

const ARXIV_ID = /^(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v\d+)?$/i;

/** biblatex's eprint with eprinttype arxiv (or BibTeX's archivePrefix), or Google Scholar's "arXiv preprint arXiv:…" journal. */
function arxivOf(fields: Record<string, string>): string | undefined {
  const kind = (fields.eprinttype ?? fields.archiveprefix ?? '').trim().toLowerCase();
  const eprint = (fields.eprint ?? '').trim().replace(/^arxiv:/i, '');
  if ((kind === 'arxiv' || kind === '') && ARXIV_ID.test(eprint)) return eprint;
  for (const field of ['journal', 'journaltitle', 'note', 'howpublished']) {
    const id = /arxiv:\s*(\d{4}\.\d{4,5}(?:v\d+)?)/i.exec(fields[field] ?? '')?.[1];
    if (id) return id;
  }
  return undefined;
}

function link(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  return safeHref(raw.replace(/^\\url\{(.*)\}$/, '$1').replace(/\\([#%&_~$])/g, '$1'));
}

/** Journal or proceedings or publisher…, its place, then volume(number) and pages: "Journal of X, 7(2), 12–34", "Press, Oslo". */
function venueOf(type: string, fields: Record<string, string>): RichText {
  const first = (...names: string[]) => names.map((name) => fields[name]).find((value) => value !== undefined && value.trim() !== '');
  const where =
    type === 'book' || type === 'manual'
      ? first('publisher', 'organization', 'institution')
      : type === 'thesis'
        ? first('school', 'institution', 'publisher')
        : type === 'report'
          ? first('institution', 'organization', 'publisher')
          : first('journaltitle', 'journal', 'booktitle', 'eventtitle', 'howpublished', 'publisher', 'organization', 'institution', 'school');
  const place = first('location', 'address');
  const named = [where && !/^\s*arxiv preprint/i.test(where) ? where : undefined, place].filter((part): part is string => part !== undefined);
  const venue: RichText = named.length > 0 ? latexText(named.join(', ')) : [];
  const volume = latexPlain(fields.volume ?? '');
  const number = latexPlain(fields.number ?? fields.issue ?? '');
  const pages = latexPlain(fields.pages ?? '').replace(/\s*-+\s*/g, '–');
  const numbers = [volume && `${volume}${number ? `(${number})` : ''}`, pages].filter(Boolean).join(', ');
  if (!numbers) return venue;
  return venue.length > 0 ? [...venue, { kind: 'text', text: `, ${numbers}` }] : [{ kind: 'text', text: numbers }];
}

/** Says whether a name (the i-th of its list, from 0) is the owner's. */
export type OwnName = (name: BibName, index: number, entry: BibEntry, field: string) => boolean;

function repeatsLink(url: string, doi: string | undefined, arxiv: string | undefined): boolean {
  const { hostname, pathname } = new URL(url);
  const host = hostname.replace(/^www\./, '');
  if (arxiv && host === 'arxiv.org') return pathname.includes(arxiv.replace(/v\d+$/, ''));
  return Boolean(doi && (host === 'doi.org' || host === 'dx.doi.org') && decodeURIComponent(pathname.slice(1)).toLowerCase() === doi.toLowerCase());
}

export function publicationOf(entry: BibEntry, isOwn: OwnName): Publication {
  const { fields } = entry;
  const type = biblatexType(entry.type);
  const field = fields.author?.trim() ? 'author' : fields.editor?.trim() ? 'editor' : null;
  const { names, more } = field ? bibNames(fields[field]!) : { names: [], more: false };
  const authors: PublicationAuthor[] = names.map((name, index) => (isOwn(name, index, entry, field!) ? { name: displayName(name), own: true } : { name: displayName(name) }));
  const url = link(fields.url);
  const pdfField = link(fields.pdf);
  const urlIsPdf = url !== undefined && /\.pdf(?:[?#].*)?$/i.test(url);
  const publication: Publication = {
    key: entry.key,
    type,
    authors,
    title: latexText(fields.title ?? fields.booktitle ?? ''),
    venue: venueOf(type, fields),
  };
  const date = entryDate(fields);
  const doi = doiOf(fields);
  const arxiv = arxivOf(fields);
  const pdf = pdfField ?? (urlIsPdf ? url : undefined);
  if (field === 'editor') publication.editors = true;
  if (more) publication.more = true;
  if (date) publication.date = date;
  if (doi) publication.doi = doi;
  if (arxiv) publication.arxiv = arxiv;
  // A url that only repeats the DOI or the arXiv link (the arXiv abstract page, doi.org) is not a link of its own.
  if (url && !urlIsPdf && !repeatsLink(url, doi, arxiv)) publication.url = url;
  if (pdf) publication.pdf = pdf;
  if (entry.source) publication.bibtex = entry.source;
  return publication;
}
