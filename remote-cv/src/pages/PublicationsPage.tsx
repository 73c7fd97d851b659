import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { CvDownloadLink, SectionPage, pageLanguage, pageTitle, remoteContent, t, type CvContent, type PageProps } from '@portfolio/shared';
import { CvContent as CvContentView } from '../cv/CvContent';
import { CvSectionView } from '../cv/CvSectionView';
import { cvStore, type CvStore } from '../cv/cvStore';
import { sectionsOfPage } from '../parser';
import { withoutListHeadings } from '../publications/listHeadings';
import { PublicationLists } from '../publications/PublicationLists';
import { createPublicationsStore, type PublicationsStore } from '../publications/publicationsStore';
import '../publications/publications.css';

/** Beside this remote's code, wherever it was loaded from (publicPath 'auto'). */
const publicationsStore = createPublicationsStore(() => remoteContent<CvContent>(__webpack_public_path__), pageLanguage(), __webpack_public_path__);

/**
 * What the CV lists as publications (its sections of that kind, resume.json's publications) and
 * what its bibliography prints, under the CV's own headings; the lists load beside the CV.
 */
export default function PublicationsPage({ onNavigate, store = cvStore, lists = publicationsStore }: PageProps & { store?: CvStore; lists?: PublicationsStore }) {
  const listsState = useSyncExternalStore(lists.subscribe, lists.getState);
  useEffect(() => lists.load(), [lists]);
  const [status, setStatus] = useState('');
  const onCopied = useCallback(() => {
    // Emptied first, so a second copy is announced too.
    setStatus('');
    requestAnimationFrame(() => setStatus(t('publications.copied')));
  }, []);
  const foreign = store.language && store.language.lang !== pageLanguage() ? store.language : undefined;
  return (
    <SectionPage title={pageTitle('publications')} video={null} onNavigate={onNavigate} actions={<CvDownloadLink />}>
      <CvContentView store={store}>
        {(cv) => {
          const printed = listsState.status === 'ready' ? listsState.publications : null;
          const sections = withoutListHeadings(sectionsOfPage(cv, 'publications'), printed);
          if (listsState.status === 'ready' && sections.length === 0 && !printed) return <p className="cv-empty">{t('publications.none')}</p>;
          const shown = new Set(sections.map((section) => section.title));
          const views = (
            <>
              {sections.map((section, index) => (
                <CvSectionView key={`${section.file}:${section.line}:${index}`} section={section} pageHeading={pageTitle('publications')} />
              ))}
              <PublicationLists state={listsState} retry={lists.retry} shownTitles={shown} onCopied={onCopied} />
            </>
          );
          return foreign ? (
            <div lang={foreign.lang} dir={foreign.dir}>
              {views}
            </div>
          ) : (
            views
          );
        }}
      </CvContentView>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </SectionPage>
  );
}
