/** The Projects remote's part of the site build (builder/site/appFiles.js). Its code is webpack.config.js's. */
const { projectsContent } = require('./builder/githubConfig');
const { projectsSnapshotFiles } = require('./builder/projectsSnapshot');

module.exports = {
  name: 'remote_projects',
  title: (owner, t) => t('harness.title', { part: t('harness.projects'), name: owner.name }),
  ownContent: { of: projectsContent, folders: () => [] },
  backgrounds: ['projects'],
  parts: [projectsSnapshotFiles],
};
