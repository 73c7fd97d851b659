/** The CV remote's part of the site build (builder/site/appFiles.js). Its code is webpack.config.js's. */
const { cvReport } = require('./builder/cvReport');
const { cvContent, cvFolders } = require('./builder/cvTexts');
const { resumeJsonFiles } = require('./builder/resumeJsonFiles');

module.exports = {
  name: 'remote_cv',
  offersCvPdf: true,
  title: (owner, t) => t('harness.title', { part: t('harness.cv'), name: owner.name }),
  ownContent: { of: cvContent, folders: cvFolders },
  backgrounds: ['experience', 'qualifications', 'skills'],
  parts: [cvReport, resumeJsonFiles],
};
