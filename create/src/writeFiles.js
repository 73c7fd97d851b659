/**
 * Writes the planned files into the site's folder. A failure half-way removes what was written
 * when the folder is new, so a failed run leaves nothing behind.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * @param {string} target  the site's folder (new or empty)
 * @param {import('./plan').PlannedFile[]} files
 */
function writeFiles(target, files) {
  const created = !fs.existsSync(target);
  try {
    fs.mkdirSync(target, { recursive: true });
    for (const file of files) {
      const destination = path.join(target, ...file.path.split('/'));
      fs.mkdirSync(path.dirname(destination), { recursive: true });
      if ('copyFrom' in file) fs.copyFileSync(file.copyFrom, destination);
      else fs.writeFileSync(destination, 'bytes' in file ? file.bytes : file.text);
    }
  } catch (error) {
    if (created) fs.rmSync(target, { recursive: true, force: true });
    else for (const entry of fs.readdirSync(target)) if (entry !== '.git') fs.rmSync(path.join(target, entry), { recursive: true, force: true });
    throw error;
  }
}

module.exports = { writeFiles };
