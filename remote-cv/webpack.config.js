const { createConfig } = require('../webpack.common');
const { CvCheckPlugin } = require('./build/cvCheckPlugin');

module.exports = createConfig({
  name: 'remote_cv',
  dir: __dirname,
  offersCvPdf: true,
  title: (site) => `CV pages · ${site.owner.name} (standalone)`,
  exposes: {
    './ExperiencePage': './src/pages/ExperiencePage.tsx',
    './QualificationsPage': './src/pages/QualificationsPage.tsx',
    './SkillsPage': './src/pages/SkillsPage.tsx',
  },
  plugins: ({ site }) => [new CvCheckPlugin({ sectionTitles: site.cv.sectionTitles })],
});
