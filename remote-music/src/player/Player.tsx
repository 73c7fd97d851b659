import { useReducer, useRef, useState } from 'react';
import type { Track } from '../playlist/tracks';
import { PauseIcon, PlayIcon, NextIcon } from './PlayerIcons';
import { readPlayerResume } from './playerResume';
import { initialPlayerState, playerReducer, type PlayerNotice } from './playerState';
import { useAudioPlayback } from './useAudioPlayback';
import { useMediaSession } from './useMediaSession';
import { useResumeAcrossReload } from './useResumeAcrossReload';
import './player.css';

export interface PlayerProps {
  /** At least one track (the build refuses an empty playlist). */
  tracks: readonly Track[];
  /** Shown by the Media Session (lock screen, media keys overlay). */
  artist: string;
}

function noticeText(notice: PlayerNotice, tracks: readonly Track[]): string {
  switch (notice.kind) {
    case 'blocked':
      return 'Your browser did not let the music start. Press Play to listen.';
    case 'skipped':
      return `“${tracks[notice.track]?.title ?? 'A track'}” could not be loaded, so it was skipped.`;
    case 'allFailed':
      return 'None of the tracks could be loaded, so the music stopped. Press Play to try again.';
  }
}

/** The music bar: play/pause, next track, the current track's name and what went wrong, if anything. */
export function Player({ tracks, artist }: PlayerProps) {
  const [resume] = useState(() => readPlayerResume(tracks.length));
  const [state, dispatch] = useReducer(playerReducer, undefined, () => initialPlayerState(tracks.length, resume));
  const audioRef = useRef<HTMLAudioElement>(null);
  const track = tracks[state.current];
  const title = track?.title ?? '';
  useResumeAcrossReload(audioRef, state, resume);
  useAudioPlayback(audioRef, state, dispatch);
  useMediaSession({ title, artist, isPlaying: state.isPlaying, dispatch });
  if (!track) return null;

  const notice = state.notice && noticeText(state.notice, tracks);
  // Silent until the track first changes, so loading the page announces nothing.
  const announcement = notice ?? (state.load.id > 0 ? `Current track: ${title}` : '');
  return (
    <div className="player">
      <audio
        ref={audioRef}
        src={track.url}
        preload="none"
        onEnded={() => dispatch({ type: 'ended' })}
        onError={() => dispatch({ type: 'trackError' })}
        onCanPlay={() => dispatch({ type: 'trackLoaded' })}
      />
      <button
        type="button"
        className="button button--primary player__button"
        aria-label={state.isPlaying ? 'Pause' : 'Play'}
        onClick={() => dispatch({ type: 'toggle' })}
      >
        {state.isPlaying ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button
        type="button"
        className="button player__button"
        aria-label="Next track"
        onClick={() => dispatch({ type: 'next' })}
      >
        <NextIcon />
      </button>
      <div className="player__info">
        <span className="player__title">{title}</span>
        {notice && <span className="player__notice">{notice}</span>}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
