import { useEffect, useState } from 'react';
import { MUSIC_PLAYER_MODULE } from '@portfolio/shared';
import { whenIdle } from '../layout/whenIdle';
import { RemotePart } from './RemotePart';

/**
 * The music player's place in the frame, outside the re-mounted page view so page changes and
 * resizes never interrupt it. It loads once the browser is idle after the first paint; if the
 * music remote fails, only this bar says so.
 */
export function MusicPlayerSlot() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <aside className="player-slot" aria-label="Music player">
      {idle && (
        <RemotePart
          id={MUSIC_PLAYER_MODULE}
          props={{}}
          loading={<div className="player-slot__message">Loading music player…</div>}
          failed={(retry) => (
            <div className="player-slot__message">
              <span>The music player is unavailable right now.</span>
              <button type="button" className="button" onClick={retry}>
                Retry music
              </button>
            </div>
          )}
        />
      )}
    </aside>
  );
}
