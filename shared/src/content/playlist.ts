/**
 * Which tracks the playlist holds, in which order: the music folder's .mp3 files in name order,
 * unless content/site.json lists them ("music.playlist"). Music is optional: no folder, or one with
 * no .mp3, is an empty playlist and a site without a player. Pure, so the build's rules are
 * unit-tested; the builds (builder/media/playlist.js) supply the folder listing. Shared because the
 * shell's bar shows the first track's name before the music remote is loaded.
 */

export class PlaylistError extends Error {
  override name = 'PlaylistError';
}

export interface PlaylistSource {
  /** The .mp3 file names found in the music folder. */
  available: readonly string[];
  /** `site.music.playlist`, when the owner lists the tracks. */
  configured?: readonly string[] | undefined;
  /** How messages name the music folder and the config file, e.g. "content/music". */
  folderLabel: string;
  configLabel: string;
}

/** "2 Song" before "10 Song": numbers in names count as numbers, as a file manager shows them. */
export function byName(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'variant' });
}

function quoted(names: readonly string[]): string {
  return names.map((name) => `"${name}"`).join(', ');
}

/**
 * The track file names in play order; empty when the owner has no music (an owner with only a CV
 * and a photo gets a working site). A list in site.json that the folder cannot satisfy is a broken
 * config, never "no music": it throws naming the field.
 */
export function resolvePlaylist({ available, configured, folderLabel, configLabel }: PlaylistSource): string[] {
  if (configured === undefined) return [...available].sort(byName);
  const field = `${configLabel}: field "music.playlist"`;
  if (configured.length === 0) throw new PlaylistError(`${field} is empty: list at least one track, or remove it to play every file of ${folderLabel}.`);
  const duplicates = configured.filter((name, index) => configured.indexOf(name) !== index);
  if (duplicates.length > 0) throw new PlaylistError(`${field} lists ${quoted([...new Set(duplicates)])} more than once.`);
  const missing = configured.filter((name) => !available.includes(name));
  if (missing.length > 0) {
    const none = available.length === 0 ? ` (it has no .mp3 files: add them, or remove "music.playlist" for a site without music)` : '';
    throw new PlaylistError(`${field} names ${quoted(missing)}, not found in ${folderLabel}${none}.`);
  }
  return [...configured];
}

/** The name a visitor sees: the file name without ".mp3". */
export function trackTitle(file: string): string {
  return file.replace(/\.mp3$/i, '');
}
