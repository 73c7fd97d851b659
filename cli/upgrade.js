/** `folio upgrade [--check]`: prints what the migrations change (builder/upgrade/), and writes it unless --check. */
const path = require('node:path');
const { contentDir, displayPath } = require('../builder/apps');
const { planUpgrade } = require('../builder/upgrade/upgrade');

/**
 * @param {{ check?: boolean }} options
 * @param {{ log?: (line: string) => void, error?: (line: string) => void, plan?: typeof planUpgrade }} [io]
 * @returns {number} the exit code: 1 on a problem, and with --check when something is due
 */
function upgrade({ check = false }, { log = console.log, error = console.error, plan = planUpgrade } = {}) {
  const dir = contentDir();
  const label = `${displayPath(dir)}/`;
  const { from, to, content, problem } = plan(dir);
  if (problem) {
    error(`✖ ${problem}`);
    return 1;
  }
  if (content.changes.length === 0) {
    log(`${label} is up to date: content schema ${to}.`);
    return 0;
  }
  const lines = content.changes.map(({ file, change }) => `  ${displayPath(path.join(dir, file))}: ${change}`);
  if (check) {
    log(`${label} is written for content schema ${from}; this engine reads ${to}. folio upgrade would change:`);
    for (const line of lines) log(line);
    log('Run: npx folio upgrade');
    return 1;
  }
  log(`Upgrading ${label} from content schema ${from} to ${to}:`);
  for (const line of lines) log(line);
  content.write();
  log(`${label} is now written for content schema ${to}. Build it again: npm run build`);
  return 0;
}

module.exports = { upgrade };
