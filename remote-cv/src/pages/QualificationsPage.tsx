import { CvDownloadLink, SectionPage, type PageProps } from '@portfolio/shared';
import { qualificationsVideo } from '../backgroundVideos';
import { CvContent } from '../cv/CvContent';
import { CvEntryCard } from '../cv/CvEntryCard';
import { CvSection } from '../cv/CvSection';
import { cvStore, type CvStore } from '../cv/cvStore';
import { JoinedText, RichTextView } from '../cv/RichTextView';
import type { EducationEntry, Qualification } from '../parser';

function QualificationCard({ item }: { item: Qualification }) {
  return (
    <CvEntryCard
      level={3}
      title={item.qualification}
      meta={<JoinedText first={item.issuer} second={item.company} />}
      details={[item.date]}
    />
  );
}

function EducationCard({ item }: { item: EducationEntry }) {
  return (
    <CvEntryCard
      level={3}
      title={item.qualification}
      meta={<RichTextView text={item.issuer} />}
      details={[item.location, item.date]}
      bullets={item.skills}
    />
  );
}

export default function QualificationsPage({ onNavigate, store = cvStore }: PageProps & { store?: CvStore }) {
  return (
    <SectionPage title="Qualifications" video={qualificationsVideo} onNavigate={onNavigate} actions={<CvDownloadLink />}>
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
