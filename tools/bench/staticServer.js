/**
 * Serves the single-bundle baseline (tools/bench/single/dist) the way builder/preview/server.js serves each app:
 * sirv with the same caching and security headers, no on-the-fly compression, and the shell's
 * web-vitals endpoint answered (and discarded) so both builds make the same requests.
 */
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const sirv = require('sirv');
const { loadContent } = require('../../builder/content');
const { contentSecurityPolicy, headersFor } = require('../../builder/hosting/policy');
const { themeStyle } = require('../../builder/themeStyle');
const { engineModule } = require('../../builder/engineModules');

function cspForSingle(site) {
  const githubApi = process.env.GITHUB_API_URL || site.github.api;
  const vitals = site.vitals.endpoint && /^https?:/.test(site.vitals.endpoint) ? [site.vitals.endpoint] : [];
  // The same Trusted Types policies as the federated shell's page: the single bundle is its code and the remotes' together.
  const trustedTypes = engineModule('shared/src/security/trustedTypes.ts').trustedTypesPolicies('shell');
  return contentSecurityPolicy({ styles: [themeStyle(site.theme).hash], connect: [githubApi, ...vitals].filter(Boolean), trustedTypes });
}

/** @returns {Promise<{url: string, close(): Promise<void>}>} */
async function startStaticServer({ dir, port }) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${path.relative(process.cwd(), dir)} is missing: run "npm run build:single" first.`);
  }
  const site = loadContent();
  const csp = cspForSingle(site);
  const vitalsPath = site.vitals.endpoint?.startsWith('/') ? site.vitals.endpoint : null;
  const assets = sirv(dir, {
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      const relativePath = pathname.replace(/^\/+/, '');
      for (const [key, value] of Object.entries(headersFor({ relativePath, csp, cors: false }))) res.setHeader(key, value);
    },
  });
  const server = http.createServer((req, res) => {
    if (vitalsPath && req.url.split('?')[0] === vitalsPath) {
      req.resume();
      res.writeHead(req.method === 'POST' ? 204 : 405).end();
      return;
    }
    assets(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n'));
  });
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://localhost:${port}/`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

module.exports = { startStaticServer };
