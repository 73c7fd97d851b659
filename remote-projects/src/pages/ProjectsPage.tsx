import { SectionPage, type PageProps } from '@portfolio/shared';
import { projectsVideo } from '../backgroundVideo';

export default function ProjectsPage({ onNavigate }: PageProps) {
  return <SectionPage title="Projects" video={projectsVideo} onNavigate={onNavigate} />;
}
