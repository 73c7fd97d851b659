/** The files beside the owner's CV, as its LaTeX names them (a .bib, their own .cls or .sty). */
const fs = require('node:fs');
const path = require('node:path');

/**
 * A file of the CV's folder by the name the CV gives it (relative to the main file), never one
 * outside the folder. `read` records what each path held (null: absent), so a cached result can be
 * checked against the files as they are now.
 */
function folderReader(folder, main, label, read) {
  const base = path.dirname(path.join(folder, main ?? ''));
  return (name) => {
    const full = path.resolve(base, name);
    const text = path.relative(folder, full).startsWith('..') || !fs.existsSync(full) || !fs.statSync(full).isFile() ? null : fs.readFileSync(full, 'utf8');
    read.set(full, text);
    return text === null ? null : { file: label(path.relative(folder, full).split(path.sep).join('/')), text };
  };
}

module.exports = { folderReader };
