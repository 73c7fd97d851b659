#!/usr/bin/env node
/** Runs before the browser tests: nginx serves the build with the generated nginx.conf in the hosting tests. */
const { ensureDebianPackage } = require('./ensure-debian-package');
const { findNginx } = require('./find-nginx');

ensureDebianPackage({
  name: 'nginx',
  debianPackage: 'nginx',
  installArgs: ['--no-install-recommends'],
  find: findNginx,
  neededBy: 'The hosting browser tests',
  elsewhere: 'install nginx and set NGINX_PATH=/path/to/nginx',
  using: 'Hosting tests will use',
});
