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

/**
 * @param {string} contentDir
 * @param {string | undefined} main  content/site.json cv.main
 * @returns {{ ok: true, cv: object, folder: string, label: (file: string) => string } | { ok: false, error: string, folder: string }}
 */
function resolveCvFolder(contentDir, main) {
  const { resolveCv } = engineModule('remote-cv/src/resolver/resolveCv.ts');
  const folder = path.join(contentDir, 'cv');
  const label = (file) => displayPath(path.join(folder, file)) + (file === '' ? '/' : '');
  // A JSON Resume replaces the LaTeX; both together is an error that says which to keep.
  const json = findResumeJson(folder);
  if (json && !json.ok) return { ok: false, error: json.error, folder, label };
  if (json) return { ok: true, cv: json.cv, folder, label };
  return { ...resolveCv({ files: readTexFiles(folder), main, label }), folder, label };
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

module.exports = { resolveCvFolder, readTexFiles, displayPath, cvOfEachLanguage };
