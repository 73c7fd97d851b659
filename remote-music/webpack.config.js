const { createConfig } = require('../webpack.common');
const { loadPlaylist, MusicAssetsPlugin } = require('./build/musicAssets');

/** Validated once per build: a playlist that does not match the music folder fails the build, naming the file. */
let playlist;
function playlistFor(site) {
  if (playlist) return playlist;
  try {
    playlist = loadPlaylist(site);
  } catch (error) {
    if (error.name !== 'PlaylistError') throw error;
    console.error(`\n✖ ${error.message}\n`);
    process.exit(1);
  }
  return playlist;
}

module.exports = createConfig({
  name: 'remote_music',
  dir: __dirname,
  title: (owner, t) => t('harness.title', { part: t('harness.music'), name: owner.name }),
  exposes: {
    './MusicPlayer': './src/player/MusicPlayer.tsx',
  },
  plugins: ({ site }) => [new MusicAssetsPlugin(playlistFor(site))],
});
