import { pageLanguage, pageTitle, type CvPageName } from '@portfolio/shared';
import { sectionsOfPage } from '../parser';
import { CvContent } from './CvContent';
import { CvSectionView } from './CvSectionView';
import type { CvStore } from './cvStore';

/**
 * A CV page: every section the CV sends to it, in the page's order, or a sentence when there is none.
 * A CV in another language than the page (a translation without its own CV shows the main one) is
 * marked with its language and direction, so a Persian CV reads right to left on an English page.
 */
export function CvPageContent({ page, store, empty }: { page: CvPageName; store: CvStore; empty: string }) {
  const foreign = store.language && store.language.lang !== pageLanguage() ? store.language : null;
  return (
    <CvContent store={store}>
      {(cv) => {
        const sections = sectionsOfPage(cv, page);
        if (sections.length === 0) return <p className="cv-empty">{empty}</p>;
        const views = sections.map((section, index) => <CvSectionView key={`${section.file}:${section.line}:${index}`} section={section} pageHeading={pageTitle(page)} />);
        return foreign ? (
          <div lang={foreign.lang} dir={foreign.dir}>
            {views}
          </div>
        ) : (
          views
        );
      }}
    </CvContent>
  );
}
