/**
 * The playlist at build time: the music folder's .mp3 files resolved by the shared rules. The
 * music remote's build validates and ships them; the shell's build only names the first track on
 * its bar before the player is loaded, or leaves the bar out when there is no music.
 */
const fs = require('node:fs');
const path = require('node:path');
const { contentDir, displayPath } = require('../apps');
const { engineModule } = require('../engineModules');

const { resolvePlaylist, trackTitle } = engineModule('shared/src/content/playlist.ts');

const label = displayPath;

function listMp3Files(musicDir) {
  if (!fs.existsSync(musicDir)) return [];
  // Every .mp3 name counts, whatever it is: the music remote's build fails on one it cannot read.
  return fs.readdirSync(musicDir).filter((name) => /\.mp3$/i.test(name));
}

/**
 * The track file names in play order for `site` (the validated content/site.json).
 * Throws a PlaylistError naming content/site.json or the music folder.
 */
function playlistFiles(site) {
  const musicDir = path.join(contentDir(), 'music');
  const files = resolvePlaylist({
    available: listMp3Files(musicDir),
    configured: site.music.playlist,
    folderLabel: label(musicDir),
    configLabel: label(path.join(contentDir(), 'site.json')),
  });
  return { musicDir, files };
}

/**
 * What the shell's bar shows before the player loads: the first track's name; null when the owner
 * has no music (the shell then has no player at all, so it never loads the music remote); '' when
 * the playlist is broken (the music remote's build fails and says why, so that site never ships).
 */
function firstTrackTitle(site) {
  try {
    const [first] = playlistFiles(site).files;
    return first === undefined ? null : trackTitle(first);
  } catch (error) {
    if (error.name === 'PlaylistError') return '';
    throw error;
  }
}

/** The one line a build without music prints: what the visitor gets, and how to add music. */
function noMusicMessage(musicDir) {
  return `Music: none (${label(musicDir)} has no .mp3 files), so the site has no music player. To add one, put .mp3 files in ${label(musicDir)} (they play in name order) and build again.`;
}

module.exports = { firstTrackTitle, label, noMusicMessage, playlistFiles };
