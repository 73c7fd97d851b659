/**
 * Webpack loader behind '@cv-text': resolves the owner's CV folder into one text (see
 * cvFolder.js), emits it content-hashed, and exports its URL with the kind of each section title
 * (so the many-language title lists stay in the build). A folder that cannot be resolved (no
 * main file, a missing \input) fails the build with the file and line named.
 */
const crypto = require('node:crypto');
const path = require('node:path');
const { jiti } = require('../../build/jiti');
const { resolveCvFolder } = require('./cvFolder');

/** Title → kind for each section title of this CV that a title list names. */
function kindsOfTitles(text, cvOptions) {
  const { parseCv } = jiti(path.join(__dirname, '../src/parser/index.ts'));
  const { createTitleMatcher } = jiti(path.join(__dirname, '../src/parser/sectionTitles.ts'));
  const kindOf = createTitleMatcher(cvOptions);
  const kinds = {};
  for (const { title } of parseCv([{ file: 'cv', text }]).sections) {
    const kind = kindOf(title);
    if (kind) kinds[title] = kind;
  }
  return kinds;
}

module.exports = function cvTextLoader() {
  const { contentDir, cv } = this.getOptions();
  const result = resolveCvFolder(contentDir, cv.main);
  this.addContextDependency(result.folder);
  if (!result.ok) throw new Error(result.error);
  const hash = crypto.createHash('sha256').update(result.cv.text).digest('hex').slice(0, 8);
  const file = `static/media/cv.${hash}.tex`;
  this.emitFile(file, Buffer.from(result.cv.text, 'utf8'));
  return `export default { url: __webpack_public_path__ + ${JSON.stringify(file)}, kinds: ${JSON.stringify(kindsOfTitles(result.cv.text, cv))} };\n`;
};
