import { CvDownloadLink, SectionPage, type PageProps } from '@portfolio/shared';
import { skillsVideo } from '../backgroundVideos';
import { Chips } from '../cv/Chips';
import { CvContent } from '../cv/CvContent';
import { CvSection } from '../cv/CvSection';
import { cvStore, type CvStore } from '../cv/cvStore';

function SkillList({ skills }: { skills: string[] }) {
  return (
    <div className="card">
      <Chips items={skills} />
    </div>
  );
}

export default function SkillsPage({ onNavigate, store = cvStore }: PageProps & { store?: CvStore }) {
  return (
    <SectionPage title="Skills" video={skillsVideo} onNavigate={onNavigate} actions={<CvDownloadLink />}>
      <CvContent store={store}>
        {(cv) => (
          <>
            <CvSection title="Technical Skills" empty="The CV lists no technical skills yet." isEmpty={cv.technicalSkills.length === 0}>
              <SkillList skills={cv.technicalSkills} />
            </CvSection>
            <CvSection title="Key Skills" empty="The CV lists no key skills yet." isEmpty={cv.keySkills.length === 0}>
              <SkillList skills={cv.keySkills} />
            </CvSection>
          </>
        )}
      </CvContent>
    </SectionPage>
  );
}
