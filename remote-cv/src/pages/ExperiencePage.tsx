import { CvDownloadLink, SectionPage, type PageProps } from '@portfolio/shared';
import { experienceVideo } from '../backgroundVideos';
import { Chips } from '../cv/Chips';
import { CvContent } from '../cv/CvContent';
import { CvEntryCard } from '../cv/CvEntryCard';
import { cvStore, type CvStore } from '../cv/cvStore';
import { JoinedText } from '../cv/RichTextView';
import type { ExperienceEntry } from '../parser';

function Job({ job }: { job: ExperienceEntry }) {
  return (
    <CvEntryCard
      level={2}
      title={job.jobTitle}
      meta={<JoinedText first={job.location} second={job.company} />}
      details={[job.date]}
      bullets={job.skills}
    >
      {job.stack.length > 0 && <Chips items={job.stack} label="Tech stack" className="cv-entry__stack" />}
    </CvEntryCard>
  );
}

export default function ExperiencePage({ onNavigate, store = cvStore }: PageProps & { store?: CvStore }) {
  return (
    <SectionPage title="Experience" video={experienceVideo} onNavigate={onNavigate} actions={<CvDownloadLink />}>
      <CvContent store={store}>
        {(cv) =>
          cv.experience.length === 0 ? (
            <p className="cv-empty">The CV lists no experience yet.</p>
          ) : (
            cv.experience.map((job, index) => <Job key={index} job={job} />)
          )
        }
      </CvContent>
    </SectionPage>
  );
}
