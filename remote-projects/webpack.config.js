const { createConfig } = require('../webpack.common');

module.exports = createConfig({
  name: 'remote_projects',
  dir: __dirname,
  title: (site) => `Projects · ${site.owner.name} (standalone)`,
  exposes: {
    './ProjectsPage': './src/pages/ProjectsPage.tsx',
  },
});
