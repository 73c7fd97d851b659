/**
 * The music remote's tracks at build time: which files the playlist holds (validated against the
 * music folder), written under music/ with the playlist manifest music/playlist.json (served by
 * the dev server too).
 * With no music the remote still builds (an empty playlist), so a deploy of all four parts works.
 */
const fs = require('node:fs');
const path = require('node:path');
const { contentDir } = require('../../builder/apps');
const { engineModule } = require('../../builder/engineModules');
const { budgetProblem, isStrict } = require('../../builder/media/budget');
const { label, noMusicMessage, playlistFiles } = require('../../builder/media/playlist');
const { recordMedia } = require('../../builder/media/report');

const { PlaylistError } = engineModule('shared/src/content/playlist.ts');

/** An MP3 starts with an ID3 tag or an MPEG audio frame sync (11 set bits). */
function looksLikeMp3(bytes) {
  if (bytes.length >= 3 && bytes.toString('latin1', 0, 3) === 'ID3') return true;
  return bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0;
}

/**
 * The playlist for `site` (the validated content/site.json): file names in play order.
 * Throws a PlaylistError naming content/site.json or the music folder, and the file.
 */
function loadPlaylist(site) {
  const { musicDir, files } = playlistFiles(site);
  const configLabel = label(path.join(contentDir(), 'site.json'));
  const warnings = [];
  for (const file of files) {
    let bytes;
    try {
      bytes = fs.readFileSync(path.join(musicDir, file));
    } catch (error) {
      const origin = site.music.playlist ? `${configLabel}: field "music.playlist" names "${file}", which` : `"${file}"`;
      throw new PlaylistError(`${origin} cannot be read from ${label(musicDir)}: ${error.message}`);
    }
    if (!looksLikeMp3(bytes)) {
      throw new PlaylistError(`${label(path.join(musicDir, file))} is not MP3 audio: replace it with an .mp3 file or remove it from ${label(musicDir)}`);
    }
    const problem = budgetProblem('track', label(path.join(musicDir, file)), bytes.length, 're-encode it at a lower bit rate (e.g. 128 kbit/s)');
    if (problem) warnings.push(problem);
  }
  return { musicDir, files, warnings };
}

/** Said once per process: the dev server does not repeat it on every rebuild. */
let toldNoMusic = false;

/**
 * The tracks under music/ and the playlist manifest music/playlist.json: a step of the music
 * remote's site build (builder/site/appFiles.js). A playlist that does not match the music folder is
 * an error naming the file.
 */
function musicFiles(build) {
  const { musicDir, files, warnings } = loadPlaylist(build.site);
  build.watch(musicDir);
  if (files.length === 0 && !toldNoMusic) {
    // Information, not a warning: music is optional, so a strict build must not fail on it.
    build.lines.push(noMusicMessage(musicDir));
    toldNoMusic = true;
  }
  for (const message of warnings) (isStrict() ? build.errors : build.warnings).push(new Error(message));
  const out = [];
  for (const file of files) {
    const source = path.join(musicDir, file);
    try {
      const bytes = fs.readFileSync(source);
      out.push({ file: `music/${file}`, source: bytes });
      recordMedia(build, { file: source, before: bytes.length, after: bytes.length, outputs: 1 });
    } catch (error) {
      build.errors.push(new Error(`${label(source)} cannot be read: ${error.message}`));
    }
  }
  out.push({ file: 'music/playlist.json', source: `${JSON.stringify({ tracks: files }, null, 2)}\n` });
  return out;
}

module.exports = { loadPlaylist, looksLikeMp3, musicFiles };
