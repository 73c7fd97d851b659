/**
 * A CV folder's LaTeX as the build reads it: every .tex file under the folder, sub-folders too,
 * by its "/"-separated path; hidden entries and node_modules left out.
 */
const fs = require('node:fs');
const path = require('node:path');

/** @returns {Map<string, string>} path → text; empty for a folder that is not there */
function readTexFiles(folder) {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tex$/i.test(entry.name)) files.set(path.relative(folder, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
    }
  };
  if (fs.existsSync(folder)) walk(folder);
  return files;
}

module.exports = { readTexFiles };
