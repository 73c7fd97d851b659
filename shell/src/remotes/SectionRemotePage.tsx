import {
  PAGE_HEADING_ID,
  POST_PAGE_MODULE,
  SECTION_PAGE_MODULES,
  ownPageModule,
  ownPageTitle,
  pageTitle,
  t,
  type PageProps,
  type Place,
  type SectionPageName,
} from '@portfolio/shared';
import { RemotePart } from './RemotePart';

interface Props extends PageProps {
  /** A section page, one of the owner's posts or pages (shown by the Writing remote), or a part of their own. */
  place: Exclude<Place, 'home'>;
}

/** A section page, a post, an own page or a part from its remote, with a quiet placeholder while it loads and Retry/Back if it fails. */
export function SectionRemotePage({ place, onNavigate }: Props) {
  // A section page is its name; a post is "post:<slug>", an own page "page:<name>", a part "part:<name>" (contract: Place).
  const [kind, key] = place.split(':') as [string, string?];
  const post = kind === 'post';
  const title = key === undefined || post ? pageTitle(post ? 'writing' : (place as SectionPageName)) : ownPageTitle(key);
  return (
    <RemotePart<PageProps>
      id={key === undefined ? SECTION_PAGE_MODULES[place as SectionPageName] : post ? POST_PAGE_MODULE : ownPageModule(place)}
      // A section page takes onNavigate only; a post its slug, an own page and a part its name (PostPageProps, OwnPageProps, FramedPartProps).
      props={{ onNavigate, slug: key, name: key } as PageProps}
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
            <button type="button" className="button" onClick={() => onNavigate(post ? 'writing' : 'home')}>
              {t('common.back')}
            </button>
          </div>
        </section>
      )}
    />
  );
}
