const fs = require('node:fs');

/**
 * Chromium's headless build, Debian's `chromium-headless-shell`: the same engine as the browser
 * without its window layer, which Playwright and Puppeteer run for headless pages by default.
 * The browser tests run about 30% faster on it (measured: the whole browser run 550 s against 786 s
 * with `chromium`, every test passing on both), where the full browser draws for a window no one sees.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * The Chromium to drive: CHROME_PATH if set, else Debian's headless shell (the browser tests'), else
 * its full browser. `{ window: true }` skips the headless shell, for Lighthouse in the bench, whose
 * figures are measured in the full browser as a visitor's is.
 */
function findChromium({ window = false } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : null;
  return [...(window ? [] : [HEADLESS_SHELL]), ...BROWSERS].find((candidate) => fs.existsSync(candidate)) || null;
}

/** What to do when there is none, for an owner's terminal. */
const NO_CHROMIUM = [
  'No Chromium or Chrome found. Install one, or name yours in CHROME_PATH:',
  '  Debian, Ubuntu:  sudo apt-get install chromium',
  '  macOS, Windows:  install Google Chrome, or set CHROME_PATH=/path/to/chrome',
  '  GitHub Actions:  the ubuntu runners have Chrome at /usr/bin/google-chrome',
].join('\n');

module.exports = { findChromium, NO_CHROMIUM };
