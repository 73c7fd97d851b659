import { CvDownloadLink, SectionPage, pageTitle, t, type PageProps } from '@portfolio/shared';
import { qualificationsVideo } from '../backgroundVideos';
import { CvPageContent } from '../cv/CvPageContent';
import { cvStore, type CvStore } from '../cv/cvStore';

export default function QualificationsPage({ onNavigate, store = cvStore }: PageProps & { store?: CvStore }) {
  return (
    <SectionPage title={pageTitle('qualifications')} video={qualificationsVideo} onNavigate={onNavigate} actions={<CvDownloadLink />}>
      <CvPageContent page="qualifications" store={store} empty={t('cv.noQualifications')} />
    </SectionPage>
  );
}
