import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@portfolio/shared';
import MusicPlayer from './player/MusicPlayer';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneHarness remote="remote_music" modules={[{ name: './MusicPlayer', component: () => <MusicPlayer /> }]} />,
  );
}
