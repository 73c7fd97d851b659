const { createConfig } = require('../webpack.common');
const { githubConfig, projectsContent } = require('./build/githubConfig');
const { ProjectsSnapshotPlugin } = require('./build/projectsSnapshot');

module.exports = createConfig({
  name: 'remote_projects',
  dir: __dirname,
  title: (owner, t) => t('harness.title', { part: t('harness.projects'), name: owner.name }),
  exposes: {
    './ProjectsPage': './src/pages/ProjectsPage.tsx',
  },
  // Where the page reads the repositories: this remote's content.json. GITHUB_TOKEN is used by the snapshot plugin's requests alone.
  ownContent: { of: projectsContent, folders: () => [] },
  backgrounds: ['projects'],
  plugins: ({ site }) => [new ProjectsSnapshotPlugin({ config: githubConfig(site), token: process.env.GITHUB_TOKEN })],
});
