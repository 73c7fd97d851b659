import { pageTitle, t } from '@portfolio/shared';
import { repeatsHeading } from '../cv/repeatsHeading';
import { PublicationEntry } from './PublicationEntry';
import type { PublicationsState } from './publicationsStore';

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
  return state.publications.parts.map((part, partIndex) => {
    const headed = part.title !== null && !repeatsHeading(part.title, pageTitle('publications'));
    const Group = headed ? 'h3' : 'h2';
    return (
      <section key={partIndex} className="cv-section">
        {headed && !shownTitles.has(part.title!) && <h2 className="cv-section__title">{part.title}</h2>}
        {part.groups.map((group, groupIndex) => (
          <div key={groupIndex} className="publications__group">
            {group.title && <Group className="publications__title">{group.title}</Group>}
            <ol className="publications">
              {group.entries.map((publication, index) => (
                <PublicationEntry key={`${publication.key}:${index}`} publication={publication} onCopied={onCopied} />
              ))}
            </ol>
          </div>
        ))}
      </section>
    );
  });
}
