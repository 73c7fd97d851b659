import { site, type MusicPlayerProps } from '@portfolio/shared';
import { toTracks } from '../playlist/tracks';
import { Player } from './Player';

/**
 * The federated './MusicPlayer': the build's playlist, loaded from this remote's own origin
 * (its public path at run time), so the tracks come from the music remote inside the shell too.
 */
const tracks = toTracks(__MUSIC_PLAYLIST__, __webpack_public_path__, document.baseURI);

export default function MusicPlayer({ pressed }: MusicPlayerProps) {
  // An owner without music: the shell leaves the player out, but a shell built from other content
  // may still load this remote. Nothing then, not even a Media Session on the visitor's lock screen.
  if (tracks.length === 0) return null;
  return <Player tracks={tracks} artist={site.owner.name} pressed={pressed} />;
}
