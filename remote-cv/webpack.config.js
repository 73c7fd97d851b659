const path = require('node:path');
const { contentDir } = require('../build/apps');
const { createConfig } = require('../webpack.common');
const { CvReportPlugin } = require('./build/cvReportPlugin');
const { ResumeJsonPlugin } = require('./build/resumeJson');

const CV_TEXT = path.join(__dirname, 'build', 'cvText.stub.js');

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
  // The owner's CV folder, resolved into the one text the pages fetch.
  modules: ({ site, languages }) => ({
    alias: { '@cv-text$': CV_TEXT },
    rules: [
      {
        test: CV_TEXT,
        // Named by what it reads, so a webpack cache shared by builds of other content never mixes their CVs.
        use: { loader: path.join(__dirname, 'build', 'cvTextLoader.js'), options: { contentDir: contentDir(), languages, cv: site.cv }, ident: `cv-text:${contentDir()}` },
      },
    ],
  }),
  // The CV as JSON Resume, beside remoteEntry.js (build:site copies it to the site root).
  plugins: ({ site, languages }) => [new CvReportPlugin({ cv: site.cv, languages }), new ResumeJsonPlugin({ site, reportInput: false })],
});
