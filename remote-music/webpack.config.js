const { createConfig } = require('../webpack.common');

module.exports = createConfig({
  name: 'remote_music',
  dir: __dirname,
  site: require('./site.config'),
  exposes: {
    './MusicPlayer': './src/player/MusicPlayer.tsx',
  },
});
