/**
 * The owner's CV folder, read once per build: every .tex file under content/cv (sub-folders too),
 * resolved into the one text the CV remote serves (src/resolver/resolveCv.ts).
 */
const fs = require('node:fs');
const path = require('node:path');
const { displayPath } = require('../../builder/apps');
const { engineModule } = require('../../builder/engineModules');
const { readTexFiles } = require('../../builder/texFiles');
const { findResumeJson } = require('./resumeJson');
const { folderReader } = require('./folderReader');

/**
 * A LaTeX CV folder resolved into one text, with the owner's bibliography macros of their own class
 * or packages beside it expanded (src/publications/bibMacros.ts), so that every reader of the text
 * (the page, the report, the publications) sees the list where the PDF prints it, not the macro's
 * arguments as text.
 */
function resolveTexFolder(folder, main, label) {
  const { resolveCv } = engineModule('remote-cv/src/resolver/resolveCv.ts');
  const resolved = resolveCv({ files: readTexFiles(folder), main, label });
  if (!resolved.ok) return resolved;
  const { expandBibliographyMacros } = engineModule('remote-cv/src/publications/bibMacros.ts');
  const readFile = folderReader(folder, resolved.cv.main, label, new Map());
  const { cvText } = expandBibliographyMacros(resolved.cv.text, (name) => (/\.tex$/i.test(name) ? null : readFile(name)?.text ?? null));
  return cvText === resolved.cv.text ? resolved : { ...resolved, cv: { ...resolved.cv, text: cvText } };
}

/**
 * @param {string} contentDir
 * @param {string | undefined} main  content/site.json cv.main
 * @returns {{ ok: true, cv: object, folder: string, label: (file: string) => string } | { ok: false, error: string, folder: string }}
 */
function resolveCvFolder(contentDir, main) {
  const folder = path.join(contentDir, 'cv');
  const label = (file) => displayPath(path.join(folder, file)) + (file === '' ? '/' : '');
  // A JSON Resume replaces the LaTeX; both together is an error that says which to keep.
  const json = findResumeJson(folder);
  if (json && !json.ok) return { ok: false, error: json.error, folder, label };
  if (json) return { ok: true, cv: json.cv, folder, label };
  return { ...resolveTexFolder(folder, main, label), folder, label };
}

/**
 * The CV of each language that has its own: the main one (content/cv) and each translation's cv/,
 * with the folder that holds it and its main file (site.json cv.main, where that file is there).
 * @param {{ tag: string, cvFolder: string | null }[]} languages  builder/languages.js siteLanguages, main first
 * @returns {{ lang: string, dir: string, main: string | undefined }[]}
 */
function cvOfEachLanguage(contentDir, languages, cvOptions) {
  const [main, ...translations] = languages;
  return [
    { lang: main.tag, dir: contentDir, main: cvOptions.main },
    ...translations
      .filter((language) => language.cvFolder)
      .map((language) => {
        const dir = path.dirname(language.cvFolder);
        const hasMain = cvOptions.main && fs.existsSync(path.join(language.cvFolder, cvOptions.main));
        return { lang: language.tag, dir, main: hasMain ? cvOptions.main : undefined };
      }),
  ];
}

module.exports = { resolveCvFolder, resolveTexFolder, readTexFiles, displayPath, cvOfEachLanguage };
