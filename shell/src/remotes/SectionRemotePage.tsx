import {
  OWN_PAGE_MODULE,
  PAGE_HEADING_ID,
  POST_PAGE_MODULE,
  SECTION_PAGE_MODULES,
  ownPageNameOf,
  ownPageTitle,
  pageOf,
  pageTitle,
  postSlugOf,
  t,
  type OwnPageProps,
  type PageProps,
  type Place,
  type PostPageProps,
  type PostPlace,
  type SectionPageName,
} from '@portfolio/shared';
import { RemotePart } from './RemotePart';

interface Props extends PageProps {
  /** A section page, one of the owner's posts, or a page of their own (both shown by the Writing remote). */
  place: Exclude<Place, 'home'>;
}

/** A section page, a post or an own page from its remote, with a quiet placeholder while it loads and Retry/Back if it fails. */
export function SectionRemotePage({ place, onNavigate }: Props) {
  const slug = postSlugOf(place);
  const name = ownPageNameOf(place);
  const page = pageOf(place as SectionPageName | PostPlace) as SectionPageName;
  const title = name === null ? pageTitle(page) : ownPageTitle(name);
  // A post's Back leads to the Writing list it was opened from; a page's, home.
  const back = slug === null ? 'home' : 'writing';
  return (
    <RemotePart<PageProps | PostPageProps | OwnPageProps>
      id={name !== null ? OWN_PAGE_MODULE : slug !== null ? POST_PAGE_MODULE : SECTION_PAGE_MODULES[page]}
      // A section page takes onNavigate only; a post its slug, an own page its name.
      props={{ onNavigate, slug, name } as PageProps}
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
