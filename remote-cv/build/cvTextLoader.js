/**
 * Webpack loader behind '@cv-text': resolves each CV folder (content/cv, and a translation's own
 * cv/) into one text (see cvFolder.js), emits it content-hashed, and exports, per language, its URL
 * with the kind of each section title (so the many-language title lists stay in the build), the
 * CV's form, and a loader for that form's reader alone (its own chunk: a visit never downloads the
 * other forms' readers, nor another language's CV). A folder that cannot be resolved (no main
 * file, a missing \input) fails the build with the file and line named.
 */
const crypto = require('node:crypto');
const path = require('node:path');
const { jiti } = require('../../build/jiti');
const { cvOfEachLanguage, resolveCvFolder } = require('./cvFolder');

const READER_DIR = path.join(__dirname, '../src/parser/readers');

/** The CV's form, and title → kind for each section title of this CV that a title list names. */
function readCvText(text, cvOptions) {
  const { parseCv } = jiti(path.join(__dirname, '../src/parser/parseCv.ts'));
  const { createTitleMatcher } = jiti(path.join(__dirname, '../src/parser/sectionTitles.ts'));
  const kindOf = createTitleMatcher(cvOptions);
  const kinds = {};
  const cv = parseCv([{ file: 'cv', text }]);
  for (const { title } of cv.sections) {
    const kind = kindOf(title);
    if (kind) kinds[title] = kind;
  }
  return { kinds, cvClass: cv.cvClass };
}

/** One language's CV: emitted, and described as a module entry. */
function cvEntry(loader, { lang, dir, main }, cvOptions) {
  const result = resolveCvFolder(dir, main);
  loader.addContextDependency(result.folder);
  if (!result.ok) throw new Error(result.error);
  const { kinds, cvClass } = readCvText(result.cv.text, cvOptions);
  // The owner's macros are expanded here, once, keeping every line: the browser lexes the text once.
  const { READERS } = jiti(path.join(READER_DIR, 'index.ts'));
  const text = READERS[cvClass].expand?.(result.cv.text) ?? result.cv.text;
  const hash = crypto.createHash('sha256').update(text).digest('hex').slice(0, 8);
  const file = `static/media/cv.${hash}.${cvClass === 'jsonresume' ? 'json' : 'tex'}`;
  loader.emitFile(file, Buffer.from(text, 'utf8'));
  // Each reader's module is named after its form (readers/<cvClass>.ts).
  const reader = path.join(READER_DIR, `${cvClass}.ts`);
  return [
    `  {`,
    `    lang: ${JSON.stringify(lang)},`,
    `    dir: ${JSON.stringify(jiti('./shared/src/i18n/languages.ts').textDirection(lang))},`,
    `    url: __webpack_public_path__ + ${JSON.stringify(file)},`,
    `    kinds: ${JSON.stringify(kinds)},`,
    `    cvClass: ${JSON.stringify(cvClass)},`,
    `    reader: () => import(/* webpackChunkName: ${JSON.stringify(`cv-reader-${cvClass}`)} */ ${JSON.stringify(reader)}),`,
    `  },`,
  ].join('\n');
}

module.exports = function cvTextLoader() {
  const { contentDir, languages, cv } = this.getOptions();
  const entries = cvOfEachLanguage(contentDir, languages, cv).map((language) => cvEntry(this, language, cv));
  return ['export default [', ...entries, '];', ''].join('\n');
};
