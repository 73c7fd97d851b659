import { createRoot } from 'react-dom/client';
import { StandaloneHarness, contentPart } from '@portfolio/shared';
import MusicPlayer from './player/MusicPlayer';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneHarness
      remote="remote_music"
      modules={[
        {
          name: './MusicPlayer',
          // The player renders nothing without tracks: say why here, where a developer looks for it.
          component: () => (contentPart('playlist').length > 0 ? <MusicPlayer /> : <p>No music: add .mp3 files to the content folder's music/ and build again.</p>),
        },
      ]}
    />,
  );
}
