import { SectionPage, type PageProps } from '@portfolio/shared';
import { qualificationsVideo } from '../backgroundVideos';

export default function QualificationsPage({ onNavigate }: PageProps) {
  return <SectionPage title="Qualifications" video={qualificationsVideo} onNavigate={onNavigate} />;
}
