/** Writes made files (`{ file, source }`, file relative to `dir`) under `dir`, making their folders. */
const fs = require('node:fs');
const path = require('node:path');

function writeFiles(dir, files) {
  for (const { file, source } of files) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, source);
  }
}

module.exports = { writeFiles };
