import { pageTitle, type CvPageName } from '@portfolio/shared';
import { sectionsOfPage } from '../parser';
import { CvContent } from './CvContent';
import { CvSectionView } from './CvSectionView';
import type { CvStore } from './cvStore';

/** A CV page: every section the CV sends to it, in the page's order, or a sentence when there is none. */
export function CvPageContent({ page, store, empty }: { page: CvPageName; store: CvStore; empty: string }) {
  return (
    <CvContent store={store}>
      {(cv) => {
        const sections = sectionsOfPage(cv, page);
        return sections.length === 0 ? (
          <p className="cv-empty">{empty}</p>
        ) : (
          sections.map((section, index) => <CvSectionView key={`${section.file}:${section.line}:${index}`} section={section} pageHeading={pageTitle(page)} />)
        );
      }}
    </CvContent>
  );
}
