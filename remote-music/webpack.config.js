const { createConfig } = require('../webpack.common');
const { loadPlaylist, MusicAssetsPlugin } = require('./build/musicAssets');

/** Validated once per build: the bundle's playlist and the emitted files always agree. */
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
  // The playlist is inlined so the player shows the first track at once, with no request to wait for.
  define: ({ site }) => ({ __MUSIC_PLAYLIST__: playlistFor(site).files }),
  plugins: ({ site }) => [new MusicAssetsPlugin(playlistFor(site))],
});
