const { createConfig } = require('../webpack.common');

module.exports = createConfig({
  name: 'remote_music',
  dir: __dirname,
  title: (site) => `Music player · ${site.owner.name} (standalone)`,
  exposes: {
    './MusicPlayer': './src/player/MusicPlayer.tsx',
  },
});
