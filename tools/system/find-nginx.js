/** Where nginx is: NGINX_PATH, else the usual places (Debian puts it in /usr/sbin, often off PATH). */
const fs = require('node:fs');

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx', '/usr/local/bin/nginx', '/opt/homebrew/bin/nginx'];

function findNginx() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((file) => fs.existsSync(file)) ?? null;
}

module.exports = { findNginx };
