/**
 * The owner's CV of each language (content/cv, and a translation's own cv/), as the CV remote
 * serves it: each folder resolved into one text (see cvFolder.js), emitted content-hashed, and
 * described in the remote's content.json (shared/src/content/remoteContent.ts) with the kind of each section
 * title (so the many-language title lists stay in the build) and the CV's form (so the browser
 * loads that form's reader alone). A folder that cannot be resolved (no main file, a missing
 * \input) is an error naming the file and line.
 */
const path = require('node:path');
const { contentDir } = require('../../builder/apps');
const { engineModule } = require('../../builder/engineModules');
const { contentHash } = require('../../builder/site/html');
const { cvOfEachLanguage, resolveCvFolder } = require('./cvFolder');
const { publicationsOf } = require('./publications');

/** The CV's form, and title → kind for each section title of this CV that a title list names. */
function readCvText(text, cvOptions) {
  const { parseCv } = engineModule('remote-cv/src/parser/parseCv.ts');
  const { createTitleMatcher } = engineModule('remote-cv/src/parser/sectionTitles.ts');
  const kindOf = createTitleMatcher(cvOptions);
  const kinds = {};
  const cv = parseCv([{ file: 'cv', text }]);
  for (const { title } of cv.sections) {
    const kind = kindOf(title);
    if (kind) kinds[title] = kind;
  }
  return { kinds, cvClass: cv.cvClass };
}

/** A CV's publications as the Publications page's JSON file, or null when it prints none (its problems are the CV report's). */
function publicationsFile(resolved, site) {
  const { publications } = publicationsOf(resolved, site);
  if (!publications) return null;
  const source = Buffer.from(JSON.stringify(publications), 'utf8');
  return { file: `static/media/publications.${contentHash(source)}.json`, source };
}

/** One language's CV: its description for the page, its file, and its publications' file (null when it prints none). */
function cvTextOf({ lang, dir, main }, site) {
  const cvOptions = site.cv;
  const result = resolveCvFolder(dir, main);
  if (!result.ok) throw new Error(result.error);
  const { kinds, cvClass } = readCvText(result.cv.text, cvOptions);
  // The owner's macros are expanded here, once, keeping every line: the browser lexes the text once.
  const { READERS } = engineModule('remote-cv/src/parser/readers/index.ts');
  const { textDirection } = engineModule('shared/src/i18n/languages.ts');
  const text = READERS[cvClass].expand?.(result.cv.text) ?? result.cv.text;
  const file = `static/media/cv.${contentHash(text)}.${cvClass === 'jsonresume' ? 'json' : 'tex'}`;
  return { text: { lang, dir: textDirection(lang), file, kinds, cvClass }, file: { file, source: Buffer.from(text, 'utf8') }, list: publicationsFile(result, site) };
}

/**
 * The CV remote's own part of its content.json (builder/remoteContentFiles.js): every language's CV
 * text, the main language's first, and their files. Throws an Error naming the file and line of a
 * folder that cannot be resolved.
 * @param {{ site: object, languages: object[] }} content  builder/content.js readContent
 * @returns {{ data: { cv: object[] }, files: { file: string, source: Buffer }[] }}
 */
function cvContent({ site, languages }) {
  const each = cvOfEachLanguage(contentDir(), languages, site.cv).map((language) => cvTextOf(language, site));
  const files = each.map(({ file }) => file);
  for (const { list } of each) if (list && !files.some(({ file }) => file === list.file)) files.push(list);
  // A translation's own CV that prints no bibliography shows the main CV's publications: the list is the same papers.
  const texts = each.map(({ text, list }) => {
    const shown = list ?? each[0].list;
    return shown ? { ...text, publications: shown.file } : text;
  });
  return { data: { cv: texts }, files };
}

/** The folders the CV is read from: each language's that has its own. */
function cvFolders({ site, languages }) {
  return cvOfEachLanguage(contentDir(), languages, site.cv).map(({ dir }) => path.join(dir, 'cv'));
}

module.exports = { cvContent, cvFolders };
