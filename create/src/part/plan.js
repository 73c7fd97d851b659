/**
 * A part's answers, turned into the list of files to write, as plan.js does for a site: nothing is
 * written here.
 *
 * @typedef {{ folder: string, title: string, language: string }} PartAnswers
 *   language: the tag its starter page is written in, canonical ("pt-BR")
 */
const path = require('node:path');
const { toPackageName, NODE_VERSION } = require('../projectFiles');
const { partGithubFiles } = require('../workflows');
const { starterWords } = require('./words');
const { PART_DEFAULTS } = require('./options');
const { partPackageJson, partReadme, classPrefix, pageTsx, pageCss, pageTestTsx, TSCONFIG, COUNTER_TS, GITIGNORE } = require('./files');

/**
 * @param {PartAnswers} answers
 * @param {{ target: string, version?: string }} where  target: the part's folder (its name names the package)
 * @returns {import('../plan').PlannedFile[]}
 */
function planPartFiles(answers, { target, version }) {
  const folder = path.basename(target);
  // One set of words for the page and its test: the test looks for what the page says.
  const words = starterWords(answers.language);
  const packageName = toPackageName(folder, PART_DEFAULTS.folder);
  return [
    { path: 'package.json', text: partPackageJson({ packageName, title: answers.title, language: answers.language, version }) },
    { path: 'README.md', text: partReadme({ title: answers.title, folder }) },
    { path: '.gitignore', text: GITIGNORE },
    { path: '.nvmrc', text: `${NODE_VERSION}\n` },
    { path: 'tsconfig.json', text: TSCONFIG },
    ...partGithubFiles(),
    { path: 'src/Page.tsx', text: pageTsx(words, classPrefix(packageName)) },
    { path: 'src/Page.css', text: pageCss(classPrefix(packageName)) },
    { path: 'src/counter.ts', text: COUNTER_TS },
    { path: 'src/Page.test.tsx', text: pageTestTsx(words, answers.language) },
  ];
}

module.exports = { planPartFiles };
