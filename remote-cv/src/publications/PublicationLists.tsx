import { useEffect, useState } from 'react';
import { pageTitle, t } from '@portfolio/shared';
import { repeatsHeading } from '../cv/repeatsHeading';
import { PublicationEntry } from './PublicationEntry';
import type { PublicationsState } from './publicationsStore';
import { publicationCount, type Publications } from './types';

/**
 * Entries rendered per step. A list of thousands is added a step at a time, the browser free to
 * paint and answer between steps: 3,000 at once held a phone's main thread for 1.5 s.
 */
const STEP = 150;

/** How many entries to render now: STEP more after each paint, until all of them. */
function useRenderedCount(total: number): number {
  const [count, setCount] = useState(() => Math.min(total, STEP));
  useEffect(() => {
    if (count >= total) return undefined;
    const timer = setTimeout(() => setCount((rendered) => Math.min(total, rendered + STEP)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

/** Where each list starts in the page's order of entries, by part and list. */
function listStarts(publications: Publications): number[][] {
  let next = 0;
  return publications.parts.map((part) =>
    part.groups.map((group) => {
      const start = next;
      next += group.entries.length;
      return start;
    }),
  );
}

function Lists({ publications, lang, shownTitles, onCopied }: { publications: Publications; lang: string; shownTitles: ReadonlySet<string>; onCopied: () => void }) {
  const rendered = useRenderedCount(publicationCount(publications));
  const starts = listStarts(publications);
  return publications.parts.map((part, partIndex) => {
    const headed = part.title !== null && !repeatsHeading(part.title, pageTitle('publications'));
    const Group = headed ? 'h3' : 'h2';
    return (
      <section key={partIndex} className="cv-section">
        {headed && !shownTitles.has(part.title!) && <h2 className="cv-section__title">{part.title}</h2>}
        {part.groups.map((group, groupIndex) => {
          const entries = group.entries.slice(0, Math.max(0, rendered - starts[partIndex]![groupIndex]!));
          return (
            <div key={groupIndex} className="publications__group">
              {group.title && <Group className="publications__title">{group.title}</Group>}
              <ol className="publications">
                {entries.map((publication, index) => (
                  <PublicationEntry key={`${publication.key}:${index}`} publication={publication} lang={lang} onCopied={onCopied} />
                ))}
              </ol>
            </div>
          );
        })}
      </section>
    );
  });
}

/**
 * The bibliography's lists: each CV section that prints one under its title (unless the CV's own
 * section of that title is already on the page, or the title says what the page heading does, as
 * the CV pages leave "Experience" off under "Experience"), then each list under its own title.
 */
export function PublicationLists({ state, retry, shownTitles, onCopied }: { state: PublicationsState; retry: () => void; shownTitles: ReadonlySet<string>; onCopied: () => void }) {
  if (state.status === 'idle' || state.status === 'loading') return <div className="card cv-placeholder__block" aria-hidden="true" />;
  if (state.status === 'failed') {
    return (
      <div className="notice cv-notice" role="alert">
        <p>{t('cv.failed')}</p>
        <button type="button" className="button" onClick={retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!state.publications) return null;
  return <Lists publications={state.publications} lang={state.language.lang} shownTitles={shownTitles} onCopied={onCopied} />;
}
