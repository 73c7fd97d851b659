import { SectionPage, type PageProps } from '@portfolio/shared';
import { experienceVideo } from '../backgroundVideos';

export default function ExperiencePage({ onNavigate }: PageProps) {
  return <SectionPage title="Experience" video={experienceVideo} onNavigate={onNavigate} />;
}
