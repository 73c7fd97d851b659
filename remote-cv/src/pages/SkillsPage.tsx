import { CvDownloadLink, SectionPage, pageTitle, t, type PageProps } from '@portfolio/shared';
import { skillsVideo } from '../backgroundVideos';
import { CvPageContent } from '../cv/CvPageContent';
import { cvStore, type CvStore } from '../cv/cvStore';

export default function SkillsPage({ onNavigate, store = cvStore }: PageProps & { store?: CvStore }) {
  return (
    <SectionPage title={pageTitle('skills')} video={skillsVideo} onNavigate={onNavigate} actions={<CvDownloadLink />}>
      <CvPageContent page="skills" store={store} empty={t('cv.noSkills')} />
    </SectionPage>
  );
}
