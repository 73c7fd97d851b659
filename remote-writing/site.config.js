/** The Writing remote's part of the site build (builder/site/appFiles.js). Its code is webpack.config.js's. */
const { engineModule } = require('../builder/engineModules');
const { ownPosts, postsContent, postsReport } = require('../builder/writing/ownPosts');
const { writingFiles } = require('../builder/writing/writingFiles');

const { WRITING_SNAPSHOT_FILE } = engineModule('shared/src/contract.ts');

module.exports = {
  name: 'remote_writing',
  title: (owner, t) => t('harness.title', { part: t('harness.writing'), name: owner.name }),
  ownContent: { of: postsContent, folders: () => [ownPosts().folder] },
  backgrounds: ['writing'],
  parts: [writingFiles(WRITING_SNAPSHOT_FILE), postsReport],
};
