import { useEffect, useSyncExternalStore } from 'react';
import { SectionPage, pageTitle, useBackground, type PageProps } from '@portfolio/shared';
import { projectsStore } from '../projects/projectsStore';
import { ProjectsContent } from '../projects/ProjectsContent';
import { projectsView } from '../projects/state';
import type { ProjectsStore } from '../projects/store';

interface Props extends PageProps {
  /** Tests pass their own; the site uses the visit's store. */
  store?: ProjectsStore;
}

export default function ProjectsPage({ onNavigate, store = projectsStore }: Props) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  useEffect(() => store.start(), [store]);
  const video = useBackground(__webpack_public_path__, 'projects');
  return (
    <SectionPage title={pageTitle('projects')} video={video} onNavigate={onNavigate}>
      <ProjectsContent view={projectsView(state)} onRetry={store.retry} />
    </SectionPage>
  );
}
