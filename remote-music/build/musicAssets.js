/**
 * The music remote's tracks at build time: which files the playlist holds (validated against the
 * music folder), and a webpack plugin that emits them under music/ with the playlist manifest
 * music/playlist.json. Emitting them as compilation assets serves them from the dev server too.
 */
const fs = require('node:fs');
const path = require('node:path');
const { Compilation, WebpackError, sources } = require('webpack');
const { ROOT, contentDir, jiti } = require('../../webpack.common');

const { resolvePlaylist, PlaylistError } = jiti('./remote-music/src/playlist/resolvePlaylist.ts');

const label = (file) => path.relative(ROOT, file) || file;

function listMp3Files(musicDir) {
  if (!fs.existsSync(musicDir)) return [];
  // Every .mp3 name counts, whatever it is: one that is not a readable file fails loadPlaylist().
  return fs.readdirSync(musicDir).filter((name) => /\.mp3$/i.test(name));
}

/**
 * The playlist for `site` (the validated content/site.json): file names in play order.
 * Throws a PlaylistError naming content/site.json or the music folder, and the file.
 */
function loadPlaylist(site) {
  const musicDir = path.join(contentDir(), 'music');
  const configLabel = label(path.join(contentDir(), 'site.json'));
  const files = resolvePlaylist({
    available: listMp3Files(musicDir),
    configured: site.music.playlist,
    folderLabel: label(musicDir),
    configLabel,
  });
  for (const file of files) {
    try {
      fs.readFileSync(path.join(musicDir, file));
    } catch (error) {
      const origin = site.music.playlist ? `${configLabel}: field "music.playlist" names "${file}", which` : `"${file}"`;
      throw new PlaylistError(`${origin} cannot be read from ${label(musicDir)}: ${error.message}`);
    }
  }
  return { musicDir, files };
}

class MusicAssetsPlugin {
  /** @param {{ musicDir: string, files: string[] }} playlist  from loadPlaylist() */
  constructor(playlist) {
    this.playlist = playlist;
  }

  apply(compiler) {
    const { musicDir, files } = this.playlist;
    compiler.hooks.thisCompilation.tap('MusicAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MusicAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(musicDir);
          for (const file of files) {
            const source = path.join(musicDir, file);
            compilation.fileDependencies.add(source);
            try {
              compilation.emitAsset(`music/${file}`, new sources.RawSource(fs.readFileSync(source)));
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

module.exports = { loadPlaylist, MusicAssetsPlugin };
