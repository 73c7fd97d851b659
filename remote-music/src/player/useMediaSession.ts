import { useEffect, type Dispatch } from 'react';
import type { PlayerAction } from './playerState';

const ACTIONS = ['play', 'pause', 'nexttrack'] as const;

/** The Media Session, where the browser has one (older browsers and jsdom do not). */
function mediaSession(): MediaSession | null {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return null;
  return typeof MediaMetadata === 'function' ? navigator.mediaSession : null;
}

const ACTION_OF: Record<(typeof ACTIONS)[number], PlayerAction> = {
  play: { type: 'play' },
  pause: { type: 'pause' },
  nexttrack: { type: 'next' },
};

/** Hardware media keys and the phone's lock screen: the current track and play/pause/next. */
export function useMediaSession({
  title,
  artist,
  isPlaying,
  dispatch,
}: {
  title: string;
  artist: string;
  isPlaying: boolean;
  dispatch: Dispatch<PlayerAction>;
}): void {
  useEffect(() => {
    const session = mediaSession();
    if (!session) return undefined;
    const registered = ACTIONS.filter((action) => {
      try {
        session.setActionHandler(action, () => dispatch(ACTION_OF[action]));
        return true;
      } catch {
        // A browser that does not know this action throws; the others still work.
        return false;
      }
    });
    return () => registered.forEach((action) => session.setActionHandler(action, null));
  }, [dispatch]);

  useEffect(() => {
    const session = mediaSession();
    if (session) session.metadata = new MediaMetadata({ title, artist });
  }, [title, artist]);

  useEffect(() => {
    const session = mediaSession();
    if (session) session.playbackState = isPlaying ? 'playing' : 'paused';
  }, [isPlaying]);
}
