/** The Writing remote's part of the site build (builder/site/appFiles.js). Its code is webpack.config.js's. */
const { engineModule } = require('../builder/engineModules');
const { ownPages, ownPosts, postsContent, postsReport } = require('../builder/writing/ownPosts');
const { writingFiles } = require('../builder/writing/writingFiles');

const { WRITING_SNAPSHOT_FILE } = engineModule('shared/src/contract.ts');

module.exports = {
  name: 'remote_writing',
  title: (owner, t) => t('harness.title', { part: t('harness.writing'), name: owner.name }),
  ownContent: { of: postsContent, folders: () => [ownPosts().folder, ownPages().folder] },
  // The Writing page's, and each video an own page names (`video:` in its front matter).
  backgrounds: () => ['writing', ...new Set(ownPages().posts.flatMap((page) => (page.video ? [page.video] : [])))],
  parts: [writingFiles(WRITING_SNAPSHOT_FILE), postsReport],
};
