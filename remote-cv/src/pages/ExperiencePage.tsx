import { SectionPage, type PageProps } from '@portfolio/shared';
import { experienceVideo } from '../backgroundVideos';
import { Bullets } from '../cv/Bullets';
import { CvContent } from '../cv/CvContent';
import { cvStore, type CvStore } from '../cv/cvStore';
import { JoinedText, RichTextView } from '../cv/RichTextView';
import type { ExperienceEntry } from '../parser';

function Job({ job }: { job: ExperienceEntry }) {
  return (
    <article className="card cv-entry">
      <h2 className="cv-entry__title">
        <RichTextView text={job.jobTitle} />
      </h2>
      <p className="cv-entry__meta">
        <JoinedText first={job.location} second={job.company} />
      </p>
      <p className="cv-entry__detail">
        <RichTextView text={job.date} />
      </p>
      <Bullets items={job.skills} />
      {job.stack.length > 0 && (
        <ul className="chips cv-entry__stack" aria-label="Tech stack">
          {job.stack.map((tool, index) => (
            <li key={index} className="chip">
              {tool}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export default function ExperiencePage({ onNavigate, store = cvStore }: PageProps & { store?: CvStore }) {
  return (
    <SectionPage title="Experience" video={experienceVideo} onNavigate={onNavigate}>
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
