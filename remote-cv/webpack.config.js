const { createConfig } = require('../webpack.common');

module.exports = createConfig({
  name: 'remote_cv',
  dir: __dirname,
  site: require('./site.config'),
  exposes: {
    './ExperiencePage': './src/pages/ExperiencePage.tsx',
    './QualificationsPage': './src/pages/QualificationsPage.tsx',
    './SkillsPage': './src/pages/SkillsPage.tsx',
    './PublicationsPage': './src/pages/PublicationsPage.tsx',
  },
});
