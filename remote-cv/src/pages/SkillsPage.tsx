import { SectionPage, type PageProps } from '@portfolio/shared';
import { skillsVideo } from '../backgroundVideos';

export default function SkillsPage({ onNavigate }: PageProps) {
  return <SectionPage title="Skills" video={skillsVideo} onNavigate={onNavigate} />;
}
