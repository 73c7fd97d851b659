import { CvDownloadLink, SectionPage, pageTitle, t, useBackground, type PageProps } from '@portfolio/shared';
import { CvPageContent } from '../cv/CvPageContent';
import { cvStore, type CvStore } from '../cv/cvStore';

export default function QualificationsPage({ onNavigate, store = cvStore }: PageProps & { store?: CvStore }) {
  const video = useBackground(__webpack_public_path__, 'qualifications');
  return (
    <SectionPage title={pageTitle('qualifications')} video={video} onNavigate={onNavigate} actions={<CvDownloadLink />}>
      <CvPageContent page="qualifications" store={store} empty={t('cv.noQualifications')} />
    </SectionPage>
  );
}
