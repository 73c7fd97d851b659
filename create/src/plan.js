/**
 * The answers, turned into the list of files to write: nothing is written here (writeFiles.js
 * does), so the whole site can be checked before a byte lands on disk.
 *
 * @typedef {{ folder: string, name: string, jobTitle: string, language: string,
 *   cv: { form: string } | { own: { copies: { from: string, to: string }[], notes: string[] } },
 *   github?: string, feed?: string }} Answers
 * @typedef {{ path: string, text: string } | { path: string, bytes: Buffer } | { path: string, copyFrom: string }} PlannedFile
 *   path: relative to the site's folder, "/"-separated
 */
const path = require('node:path');
const { cardFontDependencies } = require('./cardFonts');
const { starterCv } = require('./cvForms');
const { languageNames } = require('./languages');
const { siteJson, STYLES_CSS } = require('./siteJson');
const { placeholderPicture, PICTURE_FILE } = require('./placeholderPicture');
const { packageJson, readme, toPackageName, GITIGNORE, NODE_VERSION } = require('./projectFiles');
const { githubFiles } = require('./workflows');

/**
 * @param {Answers} answers
 * @param {{ target: string, version?: string }} where  target: the site's folder (its name names the package)
 * @returns {PlannedFile[]}
 */
function planFiles(answers, { target, version }) {
  const cv = answers.cv.form
    ? starterCv(answers.cv.form, answers).map((file) => ({ path: `content/cv/${file.path}`, text: file.text }))
    : answers.cv.own.copies.map((copy) => ({ path: `content/cv/${copy.to}`, copyFrom: copy.from }));
  return [
    // The share card's fonts for the owner's name and title, and for the site's language, whose
    // script they are likely to be written in later.
    { path: 'package.json', text: packageJson({ packageName: toPackageName(path.basename(target)), version, fonts: cardFontDependencies([answers.name, answers.jobTitle, languageNames(answers.language).own], answers.language) }) },
    { path: 'README.md', text: readme(answers) },
    { path: '.gitignore', text: GITIGNORE },
    { path: '.nvmrc', text: `${NODE_VERSION}\n` },
    ...githubFiles(),
    { path: 'content/site.json', text: siteJson(answers) },
    ...cv,
    { path: `content/media/${PICTURE_FILE}`, bytes: placeholderPicture() },
    { path: 'content/styles.css', text: STYLES_CSS },
  ];
}

module.exports = { planFiles };
