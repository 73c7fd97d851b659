import { site, type MusicPlayerProps } from '@portfolio/shared';
import { toTracks } from '../playlist/tracks';
import { Player } from './Player';

/**
 * The federated './MusicPlayer': the build's playlist, loaded from this remote's own origin
 * (its public path at run time), so the tracks come from the music remote inside the shell too.
 */
const tracks = toTracks(__MUSIC_PLAYLIST__, __webpack_public_path__, document.baseURI);

export default function MusicPlayer({ pressed }: MusicPlayerProps) {
  return <Player tracks={tracks} artist={site.owner.name} pressed={pressed} />;
}
