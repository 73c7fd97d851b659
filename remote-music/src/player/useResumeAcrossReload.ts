import { useEffect, useEffectEvent, type RefObject } from 'react';
import { BEFORE_SHELL_RELOAD_EVENT } from '@portfolio/shared';
import { forgetPlayerResume, savePlayerResume, type PlayerResume } from './playerResume';
import type { PlayerState } from './playerState';

/**
 * Saves the music when the shell is about to reload onto a redeployed remote, and puts a restored
 * track back at its position (before the first play, so it starts there).
 */
export function useResumeAcrossReload(
  audioRef: RefObject<HTMLAudioElement | null>,
  { current, isPlaying }: Pick<PlayerState, 'current' | 'isPlaying'>,
  resume: PlayerResume | undefined,
): void {
  useEffect(() => {
    if (!resume) return undefined;
    forgetPlayerResume();
    const audio = audioRef.current;
    if (!audio || resume.position <= 0) return undefined;
    const seek = () => {
      audio.currentTime = resume.position;
    };
    // The track loads on its first play (preload="none"): seek once its length is known.
    if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) {
      seek();
      return undefined;
    }
    audio.addEventListener('loadedmetadata', seek, { once: true });
    return () => audio.removeEventListener('loadedmetadata', seek);
  }, [audioRef, resume]);

  // An Effect Event reads the latest track and play state when the reload comes, without
  // re-subscribing on every change (and without writing a ref during render).
  const saveResume = useEffectEvent(() =>
    savePlayerResume({ track: current, position: audioRef.current?.currentTime ?? 0, playing: isPlaying }),
  );
  useEffect(() => {
    const save = () => saveResume();
    window.addEventListener(BEFORE_SHELL_RELOAD_EVENT, save);
    return () => window.removeEventListener(BEFORE_SHELL_RELOAD_EVENT, save);
  }, []);
}
