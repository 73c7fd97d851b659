/** The Writing remote's part of the site build (build/site/appFiles.js). Its code is webpack.config.js's. */
const path = require('node:path');
const { jiti } = require('../build/jiti');
const { writingFiles } = require('../build/writing/writingFiles');

const { SNAPSHOT_FILE } = jiti(path.join(__dirname, 'src', 'writing', 'snapshot.ts'));

module.exports = {
  name: 'remote_writing',
  title: (owner, t) => t('harness.title', { part: t('harness.writing'), name: owner.name }),
  backgrounds: ['writing'],
  parts: [writingFiles(SNAPSHOT_FILE)],
};
