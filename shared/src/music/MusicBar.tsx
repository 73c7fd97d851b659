import type { ReactNode } from 'react';
import { NextIcon, PauseIcon, PlayIcon } from './MusicIcons';
import { t } from '../i18n/pageContext';
import './musicBar.css';

export interface MusicBarProps {
  title: string;
  playing: boolean;
  onPlayPause(): void;
  onNext(): void;
  /** What went wrong (or what is taking time), shown under the title. */
  notice?: string | undefined;
  /** What the live region says: silent until something worth hearing happens. */
  announcement?: string | undefined;
  /** The audio element, when there is one. */
  children?: ReactNode;
}

/**
 * The music bar as the visitor sees it: play/pause, next track, the track's name and a notice.
 * One view for the music remote's player and for the shell's stand-in that shows until the player
 * is loaded, so the swap from one to the other moves nothing on the screen.
 */
export function MusicBar({ title, playing, onPlayPause, onNext, notice, announcement = '', children }: MusicBarProps) {
  return (
    <div className="player">
      {children}
      <button
        type="button"
        className="button button--primary player__button"
        aria-label={playing ? t('music.pause') : t('music.play')}
        onClick={onPlayPause}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button type="button" className="button player__button" aria-label={t('music.next')} onClick={onNext}>
        <NextIcon />
      </button>
      <div className="player__info">
        <span className="player__title" dir="auto">
          {title}
        </span>
        {notice && <span className="player__notice">{notice}</span>}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
