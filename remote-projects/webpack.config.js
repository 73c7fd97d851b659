const { createConfig } = require('../webpack.common');
const { githubConfig } = require('./build/githubConfig');
const { ProjectsSnapshotPlugin } = require('./build/projectsSnapshot');

module.exports = createConfig({
  name: 'remote_projects',
  dir: __dirname,
  title: (owner, t) => t('harness.title', { part: t('harness.projects'), name: owner.name }),
  exposes: {
    './ProjectsPage': './src/pages/ProjectsPage.tsx',
  },
  // The config only: GITHUB_TOKEN is used by the snapshot plugin's requests and never defined into the bundle.
  define: ({ site }) => ({ __GITHUB__: githubConfig(site) }),
  plugins: ({ site }) => [new ProjectsSnapshotPlugin({ config: githubConfig(site), token: process.env.GITHUB_TOKEN })],
});
