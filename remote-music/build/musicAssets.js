/**
 * The music remote's tracks at build time: which files the playlist holds (validated against the
 * music folder), and a webpack plugin that emits them under music/ with the playlist manifest
 * music/playlist.json. Emitting them as compilation assets serves them from the dev server too.
 * With no music the remote still builds (an empty playlist), so a deploy of all four parts works.
 */
const fs = require('node:fs');
const path = require('node:path');
const { Compilation, WebpackError, sources } = require('webpack');
const { contentDir } = require('../../build/apps');
const { jiti } = require('../../build/jiti');
const { budgetProblem, isStrict } = require('../../build/media/budget');
const { label, noMusicMessage, playlistFiles } = require('../../build/media/playlist');
const { recordMedia } = require('../../build/media/report');

const { PlaylistError } = jiti('./shared/src/content/playlist.ts');

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

class MusicAssetsPlugin {
  /** @param {{ musicDir: string, files: string[], warnings: string[] }} playlist  from loadPlaylist() */
  constructor(playlist) {
    this.playlist = playlist;
  }

  apply(compiler) {
    const { musicDir, files, warnings } = this.playlist;
    if (files.length === 0) {
      // Information, not a warning: music is optional, so a strict build must not fail on it. Once
      // per process, so the dev server does not repeat it on every rebuild.
      let told = false;
      compiler.hooks.done.tap('MusicAssetsPlugin', () => {
        if (!told) console.log(noMusicMessage(musicDir));
        told = true;
      });
    }
    compiler.hooks.thisCompilation.tap('MusicAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MusicAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(musicDir);
          for (const message of warnings) (isStrict() ? compilation.errors : compilation.warnings).push(new WebpackError(message));
          for (const file of files) {
            const source = path.join(musicDir, file);
            compilation.fileDependencies.add(source);
            try {
              const bytes = fs.readFileSync(source);
              compilation.emitAsset(`music/${file}`, new sources.RawSource(bytes));
              recordMedia(compilation, { file: source, before: bytes.length, after: bytes.length, outputs: 1 });
            } catch (error) {
              compilation.errors.push(new WebpackError(`${label(source)} cannot be read: ${error.message}`));
            }
          }
          compilation.emitAsset('music/playlist.json', new sources.RawSource(`${JSON.stringify({ tracks: files }, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { loadPlaylist, looksLikeMp3, MusicAssetsPlugin };
