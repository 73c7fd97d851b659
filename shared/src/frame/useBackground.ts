import { useEffect, useState } from 'react';
import type { SectionPageName } from '../contract';
import { remoteContent, type RemoteContent } from '../content/remoteContent';
import type { BackgroundVideo } from './SectionPage';

/** A background as content.json names it, with addresses from the remote's folder `base`. */
export function backgroundAt(base: string, video: BackgroundVideo | null | undefined): BackgroundVideo | null {
  if (!video) return null;
  const at = (file: string | undefined) => (file ? base + file : undefined);
  return { webm: at(video.webm), mp4: at(video.mp4), poster: at(video.poster) };
}

/**
 * A section page's background video, as its remote's content.json (at `base`, the remote's public
 * path) names it: undefined until it is read, null when the page has none or it cannot be read (the
 * page then shows the theme's plain background, as without a video). `page`: a section page, the
 * video an own page names, null (none: an own page without `video`), or undefined (not known yet).
 */
export function useBackground(base: string, page: SectionPageName | (string & {}) | null | undefined, read: (base: string) => Promise<RemoteContent> = remoteContent): BackgroundVideo | null | undefined {
  const [video, setVideo] = useState<BackgroundVideo | null | undefined>(undefined);
  useEffect(() => {
    if (!page) return undefined;
    let current = true;
    read(base).then(
      (content) => current && setVideo(backgroundAt(base, content.backgrounds?.[page])),
      () => current && setVideo(null),
    );
    return () => {
      current = false;
    };
  }, [base, page, read]);
  return page === null ? null : page === undefined ? undefined : video;
}
