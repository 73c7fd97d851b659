#!/usr/bin/env node
/** Runs before the browser tests: they drive Debian's Chromium, its headless shell (never a downloaded browser). */
const { ensureDebianPackage } = require('./ensure-debian-package');
const { findChromium } = require('../../builder/system/find-chromium');

ensureDebianPackage({
  name: 'Chromium',
  debianPackage: 'chromium-headless-shell',
  find: findChromium,
  neededBy: 'The browser tests',
  elsewhere: 'install Chrome or Chromium and set CHROME_PATH=/path/to/chrome',
  using: 'Browser tests will use',
});
