import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@portfolio/shared';
import ProjectsPage from './pages/ProjectsPage';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneHarness remote="remote_projects" modules={[{ name: './ProjectsPage', component: ProjectsPage }]} />,
  );
}
