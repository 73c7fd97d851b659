import { useEffect, useReducer, useRef, useState } from 'react';
import { MusicBar, t, type MusicPress } from '@portfolio/shared';
import type { Track } from '../playlist/tracks';
import { readPlayerResume } from './playerResume';
import { initialPlayerState, playerReducer, type PlayerNotice } from './playerState';
import { useAudioPlayback } from './useAudioPlayback';
import { useMediaSession } from './useMediaSession';
import { useResumeAcrossReload } from './useResumeAcrossReload';

export interface PlayerProps {
  /** At least one track (MusicPlayer renders no player for an empty playlist). */
  tracks: readonly Track[];
  /** Shown by the Media Session (lock screen, media keys overlay). */
  artist: string;
  pressed?: readonly MusicPress[] | undefined;
}

function noticeText(notice: PlayerNotice, tracks: readonly Track[]): string {
  switch (notice.kind) {
    case 'blocked':
      return t('music.blocked');
    case 'skipped':
      return t('music.skipped', { title: tracks[notice.track]?.title ?? t('music.aTrack') });
    case 'allFailed':
      return t('music.allFailed');
  }
}

/**
 * The music player: the state, the audio element and the Media Session behind the shared music bar.
 * `pressed` are the presses on the shell's stand-in bar before this player was loaded: done once,
 * in order, as if pressed here.
 */
export function Player({ tracks, artist, pressed }: PlayerProps) {
  const [resume] = useState(() => readPlayerResume(tracks.length));
  const [state, dispatch] = useReducer(playerReducer, undefined, () => initialPlayerState(tracks.length, resume));
  const audioRef = useRef<HTMLAudioElement>(null);
  const track = tracks[state.current];
  const title = track?.title ?? '';
  useResumeAcrossReload(audioRef, state, resume);
  useAudioPlayback(audioRef, state, dispatch);
  useMediaSession({ title, artist, isPlaying: state.isPlaying, dispatch });
  const [handedOver] = useState(pressed);
  useEffect(() => {
    for (const press of handedOver ?? []) dispatch({ type: press });
  }, [handedOver]);
  if (!track) return null;

  const notice = state.notice && noticeText(state.notice, tracks);
  // Silent until the track first changes, so loading the page announces nothing.
  const announcement = notice ?? (state.load.id > 0 ? t('music.current', { title }) : '');
  return (
    <MusicBar
      title={title}
      playing={state.isPlaying}
      onPlayPause={() => dispatch({ type: 'toggle' })}
      onNext={() => dispatch({ type: 'next' })}
      notice={notice ?? undefined}
      announcement={announcement}
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- an <audio> without controls shows nothing, captions included; the bar shows the track's title and the status region announces it */}
      <audio
        ref={audioRef}
        src={track.url}
        preload="none"
        onEnded={() => dispatch({ type: 'ended' })}
        onError={() => dispatch({ type: 'trackError' })}
        onCanPlay={() => dispatch({ type: 'trackLoaded' })}
      />
    </MusicBar>
  );
}
