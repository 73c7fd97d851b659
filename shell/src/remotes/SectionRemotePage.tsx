import { PAGE_HEADING_ID, SECTION_PAGE_MODULES, pageTitle, t, type PageProps, type SectionPageName } from '@portfolio/shared';
import { RemotePart } from './RemotePart';

interface Props extends PageProps {
  page: SectionPageName;
}

/** A section page from its remote, with a quiet placeholder while it loads and Retry/Back if it fails. */
export function SectionRemotePage({ page, onNavigate }: Props) {
  const title = pageTitle(page);
  return (
    <RemotePart<PageProps>
      id={SECTION_PAGE_MODULES[page]}
      props={{ onNavigate }}
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
            <button type="button" className="button" onClick={() => onNavigate('home')}>
              {t('common.back')}
            </button>
          </div>
        </section>
      )}
    />
  );
}
