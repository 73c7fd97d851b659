import { useMemo } from 'react';
import { contentPart, siteContent, type MusicPlayerProps } from '@portfolio/shared';
import { toTracks } from '../playlist/tracks';
import { Player } from './Player';

/**
 * The federated './MusicPlayer': the page's playlist, loaded from this remote's own origin
 * (its public path at run time), so the tracks come from the music remote inside the shell too.
 */
export default function MusicPlayer({ pressed }: MusicPlayerProps) {
  const tracks = useMemo(() => toTracks(contentPart('playlist'), __webpack_public_path__, document.baseURI), []);
  // An owner without music: the shell leaves the player out, but a shell built from other content
  // may still load this remote. Nothing then, not even a Media Session on the visitor's lock screen.
  if (tracks.length === 0) return null;
  return <Player tracks={tracks} artist={siteContent().owner.name} pressed={pressed} />;
}
