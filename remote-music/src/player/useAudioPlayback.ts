import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import type { PlayerAction, PlayerState } from './playerState';

/** play() rejections that are not a refusal to play. */
const NOT_A_REFUSAL = new Set([
  // A newer load() or pause() interrupted this play(): the state already moved on.
  'AbortError',
  // The file cannot be loaded; the element's error event reports it as a track error.
  'NotSupportedError',
]);

/**
 * Keeps the audio element in step with the state: loads the current track again when the state
 * asks for it, plays (after the requested delay) or pauses, and turns a refused play() into a
 * state change instead of an uncaught rejection.
 */
export function useAudioPlayback(
  audioRef: RefObject<HTMLAudioElement | null>,
  { isPlaying, load }: Pick<PlayerState, 'isPlaying' | 'load'>,
  dispatch: Dispatch<PlayerAction>,
): void {
  const loadedId = useRef(load.id);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return undefined;
    let delayMs = 0;
    if (loadedId.current !== load.id) {
      loadedId.current = load.id;
      // React has already set the new src; load() also restarts a track that follows itself.
      audio.load();
      delayMs = load.playDelayMs;
    }
    if (!isPlaying) {
      audio.pause();
      return undefined;
    }
    const start = () => {
      audio.play().catch((error: unknown) => {
        if (error instanceof Error && NOT_A_REFUSAL.has(error.name)) return;
        dispatch({ type: 'playBlocked' });
      });
    };
    if (delayMs === 0) {
      start();
      return undefined;
    }
    const timer = window.setTimeout(start, delayMs);
    return () => window.clearTimeout(timer);
  }, [audioRef, isPlaying, load, dispatch]);
}
