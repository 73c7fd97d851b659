import { SectionPage, type PageProps } from '@portfolio/shared';
import { qualificationsVideo } from '../backgroundVideos';
import { Bullets } from '../cv/Bullets';
import { CvContent } from '../cv/CvContent';
import { CvSection } from '../cv/CvSection';
import { cvStore, type CvStore } from '../cv/cvStore';
import { JoinedText, RichTextView } from '../cv/RichTextView';
import type { EducationEntry, Qualification } from '../parser';

function QualificationCard({ item }: { item: Qualification }) {
  return (
    <article className="card cv-entry">
      <h3 className="cv-entry__title">
        <RichTextView text={item.qualification} />
      </h3>
      <p className="cv-entry__meta">
        <JoinedText first={item.issuer} second={item.company} />
      </p>
      <p className="cv-entry__detail">
        <RichTextView text={item.date} />
      </p>
    </article>
  );
}

function EducationCard({ item }: { item: EducationEntry }) {
  return (
    <article className="card cv-entry">
      <h3 className="cv-entry__title">
        <RichTextView text={item.qualification} />
      </h3>
      <p className="cv-entry__meta">
        <RichTextView text={item.issuer} />
      </p>
      {item.location.length > 0 && (
        <p className="cv-entry__detail">
          <RichTextView text={item.location} />
        </p>
      )}
      <p className="cv-entry__detail">
        <RichTextView text={item.date} />
      </p>
      <Bullets items={item.skills} />
    </article>
  );
}

export default function QualificationsPage({ onNavigate, store = cvStore }: PageProps & { store?: CvStore }) {
  return (
    <SectionPage title="Qualifications" video={qualificationsVideo} onNavigate={onNavigate}>
      <CvContent store={store}>
        {(cv) => (
          <>
            <CvSection title="Qualifications" empty="The CV lists no qualifications yet." isEmpty={cv.qualifications.length === 0}>
              {cv.qualifications.map((item, index) => (
                <QualificationCard key={index} item={item} />
              ))}
            </CvSection>
            <CvSection title="Education" empty="The CV lists no education yet." isEmpty={cv.education.length === 0}>
              {cv.education.map((item, index) => (
                <EducationCard key={index} item={item} />
              ))}
            </CvSection>
          </>
        )}
      </CvContent>
    </SectionPage>
  );
}
