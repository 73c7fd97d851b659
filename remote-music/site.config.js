/** The Music remote's part of the site build (builder/site/appFiles.js). Its code is webpack.config.js's. */
const { musicFiles } = require('./builder/musicAssets');

module.exports = {
  name: 'remote_music',
  title: (owner, t) => t('harness.title', { part: t('harness.music'), name: owner.name }),
  parts: [musicFiles],
};
