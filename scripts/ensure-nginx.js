#!/usr/bin/env node
/**
 * Runs before the browser tests, like ensure-chromium.js: finds nginx (the hosting tests serve the
 * build with the generated nginx.conf), or installs Debian's package when it can (root with
 * apt-get), saying so. Otherwise it explains how to get it and fails.
 */
const { execFileSync } = require('node:child_process');
const { findNginx } = require('./find-nginx');

function canUseApt() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let nginx = findNginx();
if (!nginx && canUseApt()) {
  console.log('nginx not found: installing Debian\'s "nginx" package (apt-get)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  nginx = findNginx();
}
if (!nginx) {
  console.error(
    [
      '✖ The hosting browser tests need nginx and none was found.',
      '  On Debian/Ubuntu:  sudo apt-get install -y nginx',
      '  Elsewhere: install nginx and set NGINX_PATH=/path/to/nginx',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Hosting tests will use ${nginx}`);
