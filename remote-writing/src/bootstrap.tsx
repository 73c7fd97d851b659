import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@portfolio/shared';
import WritingPage from './pages/WritingPage';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(<StandaloneHarness remote="remote_writing" modules={[{ name: './WritingPage', component: WritingPage }]} />);
}
