/**
 * resume.json in the CV remote's output: the owner's own, checked, or one written from the LaTeX
 * CV's model (resumeJson.js says both ways). Apart from resumeJson.js because it reads the CV folder
 * (cvFolder.js), which itself asks resumeJson.js whether the folder holds a JSON Resume.
 */
const path = require('node:path');
const { contentDir } = require('../../builder/apps');
const { engineModule } = require('../../builder/engineModules');
const { resolveCvFolder } = require('./cvFolder');
const { publicationsOf } = require('./publications');
const { RESUME_JSON, checkResumeJson, findResumeJson, writeResumeJson } = require('./resumeJson');

/**
 * What the build writes as resume.json for a content folder, and the problems that stop it.
 * @returns {{ text: string | null, errors: string[], folder: string }}
 */
function resumeJsonOf(dir, site) {
  const folder = path.join(dir, 'cv');
  const found = findResumeJson(folder);
  if (found && !found.ok) return { text: null, errors: [found.error], folder };
  if (found) {
    // The owner's own file, as they wrote it: it has what the CV model does not keep (e-mail, phone…).
    const { errors } = checkResumeJson(found.text, found.label);
    return { text: errors.length > 0 ? null : found.text, errors, folder };
  }
  const resolved = resolveCvFolder(dir, site.cv.main);
  // The CV report names what is wrong with the folder; there is nothing to write.
  if (!resolved.ok) return { text: null, errors: [], folder };
  const { parseCv } = engineModule('remote-cv/src/parser/parseCv.ts');
  const { createTitleMatcher } = engineModule('remote-cv/src/parser/sectionTitles.ts');
  const cv = parseCv([{ file: 'cv', text: resolved.cv.text }], createTitleMatcher(site.cv));
  // A .bib that cannot be read is the CV report's error; the rest of the CV is still written.
  const { publications } = publicationsOf(resolved, site);
  return { text: writeResumeJson(cv, site, publications), errors: [], folder };
}

/**
 * resume.json beside the CV remote's files (its dist root, and the dev server's), content checked as
 * above: a step of its site build. The input's problems (both forms in content/cv, a resume.json the
 * schema rejects) are the CV report's to name.
 */
function resumeJsonFiles(build) {
  try {
    const { text, folder } = resumeJsonOf(contentDir(), build.site);
    build.watch(folder);
    return text === null ? [] : [{ file: RESUME_JSON, source: text }];
  } catch (error) {
    build.errors.push(new Error(`resume.json: ${error.message}`));
    return [];
  }
}

module.exports = { resumeJsonOf, resumeJsonFiles };
