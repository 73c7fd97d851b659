/**
 * The playlist at build time: the music folder's .mp3 files resolved by the shared rules. The
 * music remote's build validates and ships them; the shell's build only names the first track on
 * its bar before the player is loaded.
 */
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, contentDir } = require('../apps');
const { jiti } = require('../jiti');

const { resolvePlaylist, trackTitle } = jiti('./shared/src/content/playlist.ts');

const label = (file) => path.relative(ROOT, file) || file;

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

/** The first track's name, or '' when the playlist is broken (the music remote's build reports why). */
function firstTrackTitle(site) {
  try {
    return trackTitle(playlistFiles(site).files[0]);
  } catch (error) {
    if (error.name === 'PlaylistError') return '';
    throw error;
  }
}

module.exports = { firstTrackTitle, label, playlistFiles };
