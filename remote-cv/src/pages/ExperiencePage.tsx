import { CvDownloadLink, SectionPage, pageTitle, t, type PageProps } from '@portfolio/shared';
import { experienceVideo } from '../backgroundVideos';
import { CvPageContent } from '../cv/CvPageContent';
import { cvStore, type CvStore } from '../cv/cvStore';

export default function ExperiencePage({ onNavigate, store = cvStore }: PageProps & { store?: CvStore }) {
  return (
    <SectionPage title={pageTitle('experience')} video={experienceVideo} onNavigate={onNavigate} actions={<CvDownloadLink />}>
      <CvPageContent page="experience" store={store} empty={t('cv.noExperience')} />
    </SectionPage>
  );
}
