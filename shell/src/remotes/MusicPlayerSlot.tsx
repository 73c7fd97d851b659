import { Suspense, useState, type ComponentType } from 'react';
import { MUSIC_PLAYER_MODULE } from '@portfolio/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { forgetRemoteComponent, remoteComponent } from './remoteComponents';

/**
 * The music player's place in the frame, outside the re-mounted page view so page changes and
 * resizes never interrupt it. If the music remote fails, only this bar says so.
 */
export function MusicPlayerSlot() {
  const [, setAttempt] = useState(0);
  const Player = remoteComponent<object>(MUSIC_PLAYER_MODULE) as ComponentType<object>;
  return (
    <aside className="player-slot" aria-label="Music player">
      <RemoteErrorBoundary
        onRetry={() => {
          forgetRemoteComponent(MUSIC_PLAYER_MODULE);
          setAttempt((n) => n + 1);
        }}
        fallback={(retry) => (
          <div className="player-slot__message">
            <span>The music player is unavailable right now.</span>
            <button type="button" className="button" onClick={retry}>
              Retry music
            </button>
          </div>
        )}
      >
        <Suspense fallback={<div className="player-slot__message">Loading music player…</div>}>
          <Player />
        </Suspense>
      </RemoteErrorBoundary>
    </aside>
  );
}
