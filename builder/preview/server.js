/**
 * The production preview: each app's dist served as its own origin with production headers,
 * plus the web-vitals sink. Used by `npm run serve` and, programmatically, by the browser tests,
 * which can stop and restart one origin and inject faults (slow, failing or hanging answers).
 */
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const sirv = require('sirv');
const { APPS, displayPath, distDir } = require('../apps');
const { loadContent } = require('../content');
const { appCsp } = require('../remotes');
const { partEntriesOf, remoteNamesOf } = require('../hosting/remoteMap');
const { builtLiveFeed } = require('../writing/writingSnapshot');
const { siteCsp } = require('../hosting/assembleSite');
const { inlineStyleHashes } = require('../site/inlineScripts');
const { headersFor } = require('../hosting/policy');
const { acceptVitals, vitalsPathOf, DEFAULT_VITALS_FILE } = require('../hosting/vitals');

function applyFault(fault, req, res, next) {
  if (!fault) return next();
  if (fault.reset) return req.socket.destroy();
  if (fault.hang) return undefined;
  if (fault.status) {
    res.writeHead(fault.status, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
    return res.end(fault.body ?? `Injected ${fault.status}\n`);
  }
  if (fault.delayMs) return setTimeout(next, fault.delayMs);
  if (fault.stallBefore) {
    // Uncompressed, so the pause falls before that text as the browser reads it.
    delete req.headers['accept-encoding'];
    stallBefore(res, fault.stallBefore, fault.stallMs);
  }
  return next();
}

/** The answer's body goes out up to `text`, then the rest `ms` later: a page arriving over a slow network. */
function stallBefore(res, text, ms) {
  const chunks = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = (chunk) => {
    chunks.push(Buffer.from(chunk));
    return true;
  };
  res.end = (chunk) => {
    if (chunk) chunks.push(Buffer.from(chunk));
    const body = Buffer.concat(chunks);
    const at = body.indexOf(text);
    if (at < 0) return end(body);
    write(body.subarray(0, at));
    setTimeout(() => end(body.subarray(at)), ms);
    return res;
  };
}

function createHandler({ name, distDir, basePath, csp, vitalsPath, vitalsFile, getFault, served }) {
  const cors = name !== 'shell';
  const assets = sirv(distDir, {
    etag: true,
    // The build writes .br and .gz beside each text file; serve them as a production host would.
    brotli: true,
    gzip: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      const relativePath = pathname.replace(/^\/+/, '');
      for (const [key, value] of Object.entries(headersFor({ relativePath, csp, cors }))) res.setHeader(key, value);
    },
  });
  return (req, res) => {
    const url = new URL(req.url, 'http://preview.local');
    if (vitalsPath && url.pathname === vitalsPath) {
      if (req.method === 'POST') return acceptVitals(req, res, vitalsFile);
      res.writeHead(405, { Allow: 'POST' }).end();
      return undefined;
    }
    if (!url.pathname.startsWith(basePath)) {
      if (`${url.pathname}/` === basePath) {
        res.writeHead(301, { Location: basePath }).end();
        return undefined;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return undefined;
    }
    const relativeUrl = `/${url.pathname.slice(basePath.length)}${url.search}`;
    const file = relativeUrl.split('?')[0];
    res.on('finish', () => served({ app: name, path: file, status: res.statusCode, dir: distDir }));
    return applyFault(getFault({ app: name, path: relativeUrl.split('?')[0], req }), req, res, () => {
      req.url = relativeUrl;
      assets(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain', ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) });
        res.end('Not found\n');
      });
    });
  };
}

/**
 * @param {object} [options]
 * @param {string[]} [options.apps]       which apps to serve (default: all four)
 * @param {Record<string, number>} [options.ports]
 * @param {string} [options.basePath]     the shell's sub-path, e.g. "/portfolio/" (default "/")
 * @param {string} [options.distRoot]     serve the builds in <distRoot>/<app> (a DIST_ROOT build); apps not built there come from <app>/dist
 * @param {string} [options.siteDir]      serve this one-origin site (npm run build:site) as the shell's origin, alone
 * @param {string} [options.vitalsFile]   where vitals beacons are appended as JSON lines
 * @param {string} [options.vitalsPath]   the shell's beacon path, for builds of other content (default: content/site.json's)
 * @param {(ctx: {app: string, path: string, req: http.IncomingMessage}) => object | undefined} [options.fault]
 */
async function startPreview(options = {}) {
  const site = loadContent();
  const names = options.siteDir ? ['shell'] : options.apps || Object.keys(APPS);
  const basePath = `/${(options.basePath || '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  const vitalsFile = options.vitalsFile || DEFAULT_VITALS_FILE;
  const vitalsPath = options.vitalsPath ?? vitalsPathOf(site);
  let fault = options.fault || (() => undefined);
  const watchers = new Set();
  const servers = new Map();

  /** Where an app's build is served from: an app not built into distRoot comes from its usual dist. */
  function builtDir(name) {
    const fromRoot = options.distRoot && path.join(options.distRoot, APPS[name].dir);
    return fromRoot && fs.existsSync(path.join(fromRoot, 'index.html')) ? fromRoot : distDir(APPS[name].dir);
  }

  /** The CSP the build decided: the remotes the shell's page names, the feed the Writing page reads live, the theme its page carries. */
  function builtCsp(name, appDist) {
    const page = fs.readFileSync(path.join(appDist, 'index.html'), 'utf8');
    const styles = inlineStyleHashes(page);
    if (options.siteDir) return siteCsp(site, { styles, liveFeed: builtLiveFeed(path.join(options.siteDir, APPS.remote_writing.key)), parts: partEntriesOf(page) });
    const remotes = name === 'shell' ? remoteNamesOf(page) : [];
    const writing = name === 'remote_writing' || remotes.includes('remote_writing');
    return appCsp(name, site, { remotes, styles, liveFeed: writing ? builtLiveFeed(builtDir('remote_writing')) : undefined, parts: name === 'shell' ? partEntriesOf(page) : [] });
  }

  async function start(name) {
    if (servers.get(name)) return;
    const app = APPS[name];
    const appDist = options.siteDir || builtDir(name);
    if (!fs.existsSync(path.join(appDist, 'index.html'))) {
      throw new Error(`${displayPath(appDist)} is missing: run "npm run ${options.siteDir ? 'build:site' : 'build'}" first.`);
    }
    const handler = createHandler({
      name,
      distDir: appDist,
      basePath: name === 'shell' ? basePath : '/',
      csp: builtCsp(name, appDist),
      vitalsPath: name === 'shell' ? vitalsPath : null,
      vitalsFile,
      getFault: (ctx) => fault(ctx),
      served: (answer) => {
        for (const watcher of watchers) watcher(answer);
      },
    });
    const server = http.createServer(handler);
    const sockets = new Set();
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    const port = options.ports?.[name] ?? app.previewPort;
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    servers.set(name, { server, sockets, port });
  }

  /** Closes one origin at once, dropping open keep-alive connections (as a crashed server would). */
  async function stop(name) {
    const entry = servers.get(name);
    if (!entry) return;
    servers.delete(name);
    for (const socket of entry.sockets) socket.destroy();
    await new Promise((resolve) => entry.server.close(() => resolve()));
  }

  for (const name of names) await start(name);

  const url = (name) => {
    const port = options.ports?.[name] ?? APPS[name].previewPort;
    return `http://localhost:${port}${name === 'shell' ? basePath : '/'}`;
  };

  return {
    url,
    vitalsFile,
    start,
    stop,
    setFault(next) {
      fault = next || (() => undefined);
    },
    /**
     * Calls `watcher` with every answer the servers send: {app, path, status, dir} (dir: the folder
     * served). What crossed the network, as the bench counts it. Returns a function that stops it.
     */
    watch(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    async close() {
      for (const name of [...servers.keys()]) await stop(name);
    },
  };
}

module.exports = { startPreview, acceptVitals, vitalsPathOf };
