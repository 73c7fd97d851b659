import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@portfolio/shared';
import ExperiencePage from './pages/ExperiencePage';
import QualificationsPage from './pages/QualificationsPage';
import SkillsPage from './pages/SkillsPage';
import PublicationsPage from './pages/PublicationsPage';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneHarness
      remote="remote_cv"
      modules={[
        { name: './ExperiencePage', component: ExperiencePage },
        { name: './QualificationsPage', component: QualificationsPage },
        { name: './SkillsPage', component: SkillsPage },
        { name: './PublicationsPage', component: PublicationsPage },
      ]}
    />,
  );
}
