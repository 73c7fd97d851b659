import { CvDownloadLink, SectionPage, pageTitle, t, useBackground, type PageProps } from '@portfolio/shared';
import { CvPageContent } from '../cv/CvPageContent';
import { cvStore, type CvStore } from '../cv/cvStore';

export default function ExperiencePage({ onNavigate, store = cvStore }: PageProps & { store?: CvStore }) {
  const video = useBackground(__webpack_public_path__, 'experience');
  return (
    <SectionPage title={pageTitle('experience')} video={video} onNavigate={onNavigate} actions={<CvDownloadLink />}>
      <CvPageContent page="experience" store={store} empty={t('cv.noExperience')} />
    </SectionPage>
  );
}
