#!/usr/bin/env node
/**
 * Runs before the browser tests: finds Chromium, or installs Debian's package when it can (root
 * with apt-get), saying so. Otherwise it explains how to get one and fails.
 */
const { execFileSync } = require('node:child_process');
const { findChromium } = require('./find-chromium');

function canUseApt() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let chromium = findChromium();
if (!chromium && canUseApt()) {
  console.log('Chromium not found: installing Debian\'s "chromium" package (apt-get)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  chromium = findChromium();
}
if (!chromium) {
  console.error(
    [
      '✖ The browser tests need Chromium and none was found.',
      '  On Debian/Ubuntu:  sudo apt-get install -y chromium',
      '  Elsewhere: install Chrome or Chromium and set CHROME_PATH=/path/to/chrome',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Browser tests will use ${chromium}`);
