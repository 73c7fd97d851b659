import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PAGE_HEADING_ID, type PageProps, type Place } from '../contract';
import { t } from '../i18n/pageContext';
import { useDelayedFlag } from './useDelayedFlag';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './frame.css';

/** SPEC §8: the LOADING overlay shows when the background video is not loaded after this long. */
export const LOADING_OVERLAY_DELAY_MS = 2000;

/**
 * A section's background: at least one of the two formats (the build makes sure), and a poster if the
 * owner has one. Videos are optional: a page the owner gave none gets null from the build (its
 * remote's content.json, read by useBackground).
 */
export interface BackgroundVideo {
  webm?: string;
  mp4?: string;
  poster?: string;
}

export interface SectionPageProps extends PageProps {
  title: string;
  /**
   * null: no video, so no <video> and no request; the scrim over the page colour is the plain themed
   * background. undefined: not known yet (its remote's content.json is on its way: useBackground).
   */
  video: BackgroundVideo | null | undefined;
  /** Beside the heading, e.g. the CV download link. */
  actions?: ReactNode;
  /** Where Back leads: home, or the Writing list for one of the owner's posts. */
  back?: Place;
  children?: ReactNode;
}

/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame is available to paint. */
const HAVE_CURRENT_DATA = 2;

/**
 * The frame every section page uses: decorative looping background video behind a scrim, a
 * LOADING overlay while the video is slow, the page heading, and a Back button to home. Without a
 * video there is nothing to wait for, so no overlay either.
 */
export function SectionPage({ title, video, onNavigate, actions, back = 'home', children }: SectionPageProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [videoLoaded, setVideoLoaded] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const showOverlay = useDelayedFlag(video !== null && !videoLoaded, LOADING_OVERLAY_DELAY_MS);
  const markLoaded = useCallback(() => setVideoLoaded(true), []);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    // The video may have loaded from cache before React attached its listeners.
    if (element.readyState >= HAVE_CURRENT_DATA) setVideoLoaded(true);
    if (reducedMotion) element.pause();
    else element.play?.()?.catch(() => undefined);
  }, [reducedMotion, video]);

  return (
    <div className="frame">
      {video && (
        <video
          ref={videoRef}
          className="frame__video"
          aria-hidden="true"
          tabIndex={-1}
          muted
          loop
          playsInline
          autoPlay={!reducedMotion}
          preload="auto"
          poster={video.poster}
          onLoadedData={markLoaded}
          data-testid="background-video"
        >
          {video.webm && <source src={video.webm} type="video/webm" />}
          {video.mp4 && <source src={video.mp4} type="video/mp4" />}
        </video>
      )}
      <div className="frame__scrim" aria-hidden="true" />
      {/* The live region stays mounted so screen readers announce the text when it appears. */}
      <div className={showOverlay ? 'frame__loading' : 'visually-hidden'} role="status" aria-live="polite">
        {showOverlay ? t('common.loadingOverlay') : ''}
      </div>
      <div className="frame__content">
        <header className="frame__header">
          <button type="button" className="button frame__back" onClick={() => onNavigate(back)}>
            <span className="frame__back-arrow" aria-hidden="true">
              ←
            </span>
            {` ${t('common.back')}`}
          </button>
          <h1 id={PAGE_HEADING_ID} className="frame__title" tabIndex={-1}>
            {title}
          </h1>
          {actions}
        </header>
        {children}
      </div>
    </div>
  );
}
