const { createConfig } = require('../webpack.common');
const { CvReportPlugin } = require('./build/cvReportPlugin');
const { cvContent, cvFolders } = require('./build/cvTexts');
const { ResumeJsonPlugin } = require('./build/resumeJson');

module.exports = createConfig({
  name: 'remote_cv',
  dir: __dirname,
  offersCvPdf: true,
  title: (owner, t) => t('harness.title', { part: t('harness.cv'), name: owner.name }),
  exposes: {
    './ExperiencePage': './src/pages/ExperiencePage.tsx',
    './QualificationsPage': './src/pages/QualificationsPage.tsx',
    './SkillsPage': './src/pages/SkillsPage.tsx',
  },
  // Each language's CV folder, resolved into the one text its pages fetch, which content.json names.
  ownContent: { of: cvContent, folders: cvFolders },
  backgrounds: ['experience', 'qualifications', 'skills'],
  // The CV as JSON Resume, beside remoteEntry.js (build:site copies it to the site root).
  plugins: ({ site, languages }) => [new CvReportPlugin({ cv: site.cv, languages }), new ResumeJsonPlugin({ site, reportInput: false })],
});
