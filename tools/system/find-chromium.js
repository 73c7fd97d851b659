const fs = require('node:fs');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium the browser tests drive: CHROME_PATH if set, else Debian's package. */
function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate)) || null;
}

module.exports = { findChromium };
