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
  type PageName,
  type PageProps,
  type Place,
  type PostPageProps,
  type SectionPageName,
} from '@portfolio/shared';
import { RemotePart } from './RemotePart';

interface Props extends PageProps {
  /** A section page, one of the owner's posts, or a page of their own (both shown by the Writing remote). */
  place: Exclude<Place, 'home'>;
}

/** The module, its props, title and Back of a place. */
function partOf(place: Exclude<Place, 'home'>, onNavigate: PageProps['onNavigate']) {
  const slug = postSlugOf(place);
  const own = ownPageNameOf(place);
  if (own !== null) return { id: OWN_PAGE_MODULE, props: { onNavigate, name: own }, title: ownPageTitle(own), back: 'home' as const };
  const page = pageOf(place as Exclude<Place, 'home' | `page:${string}`>) as SectionPageName;
  // A post's Back leads to the Writing list it was opened from; a page's, home.
  if (slug !== null) return { id: POST_PAGE_MODULE, props: { onNavigate, slug }, title: pageTitle(page), back: 'writing' as PageName };
  return { id: SECTION_PAGE_MODULES[page], props: { onNavigate }, title: pageTitle(page), back: 'home' as const };
}

/** A section page, a post or an own page from its remote, with a quiet placeholder while it loads and Retry/Back if it fails. */
export function SectionRemotePage({ place, onNavigate }: Props) {
  const { id, props, title, back } = partOf(place, onNavigate);
  return (
    <RemotePart<PageProps | PostPageProps | OwnPageProps>
      id={id}
      props={props}
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
