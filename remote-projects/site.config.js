/** The Projects remote's part of the site build (build/site/appFiles.js). Its code is webpack.config.js's. */
const { projectsContent } = require('./build/githubConfig');
const { projectsSnapshotFiles } = require('./build/projectsSnapshot');

module.exports = {
  name: 'remote_projects',
  title: (owner, t) => t('harness.title', { part: t('harness.projects'), name: owner.name }),
  ownContent: { of: projectsContent, folders: () => [] },
  backgrounds: ['projects'],
  parts: [projectsSnapshotFiles],
};
