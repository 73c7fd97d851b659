import { CvDownloadLink, SectionPage, type PageProps } from '@portfolio/shared';
import { skillsVideo } from '../backgroundVideos';
import { CvPageContent } from '../cv/CvPageContent';
import { cvStore, type CvStore } from '../cv/cvStore';

export default function SkillsPage({ onNavigate, store = cvStore }: PageProps & { store?: CvStore }) {
  return (
    <SectionPage title="Skills" video={skillsVideo} onNavigate={onNavigate} actions={<CvDownloadLink />}>
      <CvPageContent page="skills" store={store} empty="The CV lists no skills yet." />
    </SectionPage>
  );
}
