/**
 * What the browser tests need from the system (Chromium, nginx): found, or installed from Debian's
 * packages when it can be (root with apt-get), saying so. Otherwise it explains how to get it and
 * the process fails.
 */
const { execFileSync } = require('node:child_process');

function canUseApt() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {{ name: string, debianPackage: string, find: () => string | null, installArgs?: string[], neededBy: string, elsewhere: string, using: string }} need
 * @returns {string} the executable's path
 */
function ensureDebianPackage(need) {
  let found = need.find();
  if (!found && canUseApt()) {
    console.log(`${need.name} not found: installing Debian's "${need.debianPackage}" package (apt-get)…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...(need.installArgs ?? []), need.debianPackage], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    found = need.find();
  }
  if (!found) {
    console.error(
      [`✖ ${need.neededBy} need ${need.name} and none was found.`, `  On Debian/Ubuntu:  sudo apt-get install -y ${need.debianPackage}`, `  Elsewhere: ${need.elsewhere}`].join('\n'),
    );
    process.exit(1);
  }
  console.log(`${need.using} ${found}`);
  return found;
}

module.exports = { ensureDebianPackage };
