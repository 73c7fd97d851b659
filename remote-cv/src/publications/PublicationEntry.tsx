import { Fragment, memo, useState, type ReactNode } from 'react';
import { t } from '@portfolio/shared';
import { RichTextView } from '../cv/RichTextView';
import type { Publication } from './types';

/** Authors as the list's language lists names ("A, B and C"; the CV's language, which may not be the page's), the owner's in bold. */
function Authors({ publication, lang }: { publication: Publication; lang: string }) {
  const names = publication.authors.map((author) => author.name);
  const parts = new Intl.ListFormat(lang, { type: publication.more ? 'unit' : 'conjunction' }).formatToParts(names);
  let index = 0;
  const out: ReactNode[] = parts.map((part, at) => {
    if (part.type === 'literal') return <Fragment key={at}>{part.value}</Fragment>;
    const author = publication.authors[index++]!;
    return author.own ? <strong key={at}>{part.value}</strong> : <Fragment key={at}>{part.value}</Fragment>;
  });
  if (publication.more) out.push(' et al.');
  return <p className="publication__authors">{out}</p>;
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="publication__link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{` ${t('common.newTab')}`}</span>
    </a>
  );
}

/** Copies the entry as the owner keeps it; where the browser refuses, shows it to copy by hand. */
function CopyBibtex({ bibtex, onCopied }: { bibtex: string; onCopied: () => void }) {
  const [failed, setFailed] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(bibtex).then(onCopied, () => setFailed(true));
  };
  return (
    <>
      <button type="button" className="button publication__copy" onClick={copy}>
        {t('publications.copyBibtex')}
      </button>
      {failed && (
        <div className="publication__manual">
          <p role="alert">{t('publications.copyFailed')}</p>
          <pre className="publication__bibtex" dir="ltr">
            {bibtex}
          </pre>
        </div>
      )}
    </>
  );
}

/** One entry: authors, title, venue and year, then its links and Copy BibTeX. Memoised: a long list grows by steps, and the entries already there stay as they are. */
export const PublicationEntry = memo(function PublicationEntry({ publication, lang, onCopied }: { publication: Publication; lang: string; onCopied: () => void }) {
  const { doi, arxiv, pdf, url, bibtex, date, summary } = publication;
  const year = date?.slice(0, 4);
  return (
    <li className="card publication">
      {publication.authors.length > 0 && <Authors publication={publication} lang={lang} />}
      <p className="publication__title">
        <RichTextView text={publication.title} />
      </p>
      {(publication.venue.length > 0 || year) && (
        <p className="publication__venue">
          {publication.venue.length > 0 && (
            <i>
              <RichTextView text={publication.venue} />
            </i>
          )}
          {publication.venue.length > 0 && year && ' · '}
          {year && <time dateTime={date}>{year}</time>}
        </p>
      )}
      {summary && <p className="publication__summary">{summary}</p>}
      {(doi || arxiv || pdf || url || bibtex) && (
        <div className="publication__actions">
          {doi && <ExternalLink href={`https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`}>DOI</ExternalLink>}
          {arxiv && <ExternalLink href={`https://arxiv.org/abs/${arxiv}`}>arXiv</ExternalLink>}
          {pdf && <ExternalLink href={pdf}>PDF</ExternalLink>}
          {url && <ExternalLink href={url}>{new URL(url).hostname.replace(/^www\./, '')}</ExternalLink>}
          {bibtex && <CopyBibtex bibtex={bibtex} onCopied={onCopied} />}
        </div>
      )}
    </li>
  );
});
