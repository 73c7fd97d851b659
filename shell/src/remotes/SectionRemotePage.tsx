import { PAGE_HEADING_ID, POST_PAGE_MODULE, SECTION_PAGE_MODULES, pageOf, pageTitle, postSlugOf, t, type PageProps, type Place, type PostPageProps, type SectionPageName } from '@portfolio/shared';
import { RemotePart } from './RemotePart';

interface Props extends PageProps {
  /** A section page, or one of the owner's posts (shown by the Writing remote). */
  place: Exclude<Place, 'home'>;
}

/** A section page or a post from its remote, with a quiet placeholder while it loads and Retry/Back if it fails. */
export function SectionRemotePage({ place, onNavigate }: Props) {
  const slug = postSlugOf(place);
  const page = pageOf(place) as SectionPageName;
  const title = pageTitle(page);
  // A post's Back leads to the Writing list it was opened from; a page's, home.
  const back = slug === null ? 'home' : 'writing';
  return (
    <RemotePart<PageProps | PostPageProps>
      id={slug === null ? SECTION_PAGE_MODULES[page] : POST_PAGE_MODULE}
      props={slug === null ? { onNavigate } : { onNavigate, slug }}
      loading={
        <section className="remote-state" aria-busy="true">
          <p className="remote-state__title" role="status">
            {t('shell.loadingPage', { page: title })}
          </p>
        </section>
      }
      failed={(retry) => (
        <section className="remote-state">
          <h1 id={PAGE_HEADING_ID} className="remote-state__title" tabIndex={-1}>
            {title}
          </h1>
          <p className="remote-state__message" role="alert">
            {t('shell.pageFailed', { page: title })}
          </p>
          <div className="remote-state__actions">
            <button type="button" className="button button--primary" onClick={retry}>
              {t('common.retry')}
            </button>
            <button type="button" className="button" onClick={() => onNavigate(back)}>
              {t('common.back')}
            </button>
          </div>
        </section>
      )}
    />
  );
}
