const { createConfig } = require('../webpack.common');

module.exports = createConfig({
  name: 'remote_projects',
  dir: __dirname,
  site: require('./site.config'),
  exposes: {
    './ProjectsPage': './src/pages/ProjectsPage.tsx',
  },
});
