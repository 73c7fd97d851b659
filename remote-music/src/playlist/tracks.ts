import { trackTitle } from '@portfolio/shared';

/** A track as the player shows and loads it. */
export interface Track {
  /** The file name in the music folder, e.g. "01 Morning Commit.mp3" (the music state's currentSong). */
  file: string;
  /** The name a visitor sees: the file name without ".mp3". */
  title: string;
  url: string;
}

/**
 * The tracks' URLs under the remote's "music/" folder. `publicPath` is where this remote was loaded
 * from (its own origin even when the shell on another origin runs it); `baseUrl` resolves a relative
 * one.
 */
export function toTracks(files: readonly string[], publicPath: string, baseUrl: string): Track[] {
  const musicFolder = new URL('music/', new URL(publicPath, baseUrl));
  return files.map((file) => ({
    file,
    title: trackTitle(file),
    url: new URL(encodeURIComponent(file), musicFolder).href,
  }));
}
