/**
 * The folder the site is created in: new, or empty (a folder holding only .git counts as empty, as
 * for create-vite: a freshly cloned empty repository). Anything else is refused, naming it.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * @param {string} folder  as the owner gave it
 * @param {string} cwd
 * @returns {{ ok: true, path: string, exists: boolean } | { ok: false, path: string, problem: string }}
 */
function checkTargetFolder(folder, cwd) {
  const target = path.resolve(cwd, folder);
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return { ok: true, path: target, exists: false };
  }
  if (!stat.isDirectory()) return { ok: false, path: target, problem: `${target} exists and is not a folder: choose another name.` };
  const entries = fs.readdirSync(target).filter((entry) => entry !== '.git');
  if (entries.length > 0) {
    const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? `, and ${entries.length - 3} more` : '');
    return { ok: false, path: target, problem: `The folder ${target} already exists and is not empty (${shown}): choose another name, or empty it first.` };
  }
  return { ok: true, path: target, exists: true };
}

/** The folder as the owner types it in `cd`: relative when inside the current folder, quoted when it must be. */
function cdArgument(target, cwd) {
  const relative = path.relative(cwd, target);
  const shown = relative === '' ? '.' : relative.startsWith('..') || path.isAbsolute(relative) ? target : relative;
  return /^[\w./~@+-]+$/.test(shown) ? shown : `"${shown.replace(/(["\\$`])/g, '\\$1')}"`;
}

module.exports = { checkTargetFolder, cdArgument };
