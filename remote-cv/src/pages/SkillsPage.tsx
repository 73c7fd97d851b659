import { CvDownloadLink, SectionPage, pageTitle, t, useBackground, type PageProps } from '@portfolio/shared';
import { CvPageContent } from '../cv/CvPageContent';
import { cvStore, type CvStore } from '../cv/cvStore';

export default function SkillsPage({ onNavigate, store = cvStore }: PageProps & { store?: CvStore }) {
  const video = useBackground(__webpack_public_path__, 'skills');
  return (
    <SectionPage title={pageTitle('skills')} video={video} onNavigate={onNavigate} actions={<CvDownloadLink />}>
      <CvPageContent page="skills" store={store} empty={t('cv.noSkills')} />
    </SectionPage>
  );
}
