/**
 * The owner's publications, as the build reads them once per CV (src/publications/readPublications.ts):
 * the CV's bibliography commands applied to the .bib files beside it. The CV report prints what was
 * read and its problems; the CV texts carry the result to the page as a JSON file of its own; the
 * shell's page learns whether there is a Publications page.
 */
const fs = require('node:fs');
const { createHash } = require('node:crypto');
const { engineModule } = require('../../builder/engineModules');
const { folderReader } = require('./folderReader');

/** biber's name hashes, which a name format may test. */
const md5 = (text) => createHash('md5').update(text, 'utf8').digest('hex');

const textOf = (full) => (fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : null);

/** Per CV text and owner: the result, and the files it was read from (`npm start` rebuilds on a .bib edit, with the same CV text). */
const cache = new Map();

/**
 * The publications of a CV folder, read once per build and CV text.
 * @param {object} resolved  the folder as cvFolder.js resolveCvFolder resolved it
 * @param {object} site  content/site.json (the owner's name, bold in the lists)
 * @returns {{ publications: object | null, warnings: string[], errors: string[], files: string[], printedIn: string[] }}
 *   warnings and errors as "file:line: message"; publications is the page's data (src/publications/types.ts)
 */
function publicationsOf(resolved, site) {
  if (!resolved.ok || /\.json$/i.test(resolved.cv.main)) return { publications: null, warnings: [], errors: [], files: [], printedIn: [] };
  const { cv, label, folder } = resolved;
  const key = `${folder}\0${site.owner?.name}\0${cv.text}`;
  const known = cache.get(key);
  if (known && [...known.read].every(([full, text]) => textOf(full) === text)) return known.result;
  const read = new Map();
  const where = (line) => {
    const origin = cv.origins[line - 1] ?? cv.origins[cv.origins.length - 1];
    return `${label(origin.file)}:${origin.line}`;
  };
  const { readPublications } = engineModule('remote-cv/src/publications/readPublications.ts');
  let result;
  try {
    // The owner's macros expanded first (\newcommand{\pubs}[1]{\printbibliography[keyword=#1]}), every line kept where it was.
    const { readerFor } = engineModule('remote-cv/src/parser/parseCv.ts');
    const cvText = readerFor([{ file: 'cv', text: cv.text }]).expand?.(cv.text) ?? cv.text;
    const found = readPublications({ cvText, readFile: folderReader(folder, cv.main, label, read), ownerName: site.owner?.name, md5 });
    result = { publications: found.publications, warnings: found.warnings.map(({ line, message }) => `${where(line)}: ${message}`), errors: [], files: found.files, printedIn: found.printedIn };
  } catch (error) {
    // By name: the engine's modules may come from another realm than this file's (jiti, a bundle).
    if (error?.name === 'BibSyntaxError') result = { publications: null, warnings: [], errors: [error.message], files: [], printedIn: [] };
    else if (error?.name === 'MissingBibError') result = { publications: null, warnings: [], errors: [`${where(error.line)}: ${error.message}`], files: [], printedIn: [] };
    else throw error;
  }
  cache.set(key, { result, read });
  return result;
}

module.exports = { publicationsOf };
