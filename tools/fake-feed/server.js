/**
 * A local stand-in for an owner's blog: its feeds (RSS, Atom, JSON Feed, and a hostile one) and
 * their cover images, with fault modes set per test (setMode) so the build's handling of a feed
 * that is down, slow or malformed is tested without the network.
 */
const http = require('node:http');
const crypto = require('node:crypto');
const { POSTS, feedsAt, coverImage } = require('./fixtures');

const MODES = ['normal', '503', '404', 'hang', 'malformed', 'reset'];
const DEFAULT_PORT = 8091;

/**
 * @param {{ port?: number, host?: string, mode?: string, cors?: boolean }} [options]
 */
function start({ port = DEFAULT_PORT, host = '127.0.0.1', mode = 'normal', cors = false } = {}) {
  let current = mode;
  const requests = [];
  const sockets = new Set();
  const base = `http://localhost:${port}`;
  let feeds = feedsAt(base);
  const server = http.createServer(async (req, res) => {
    const { pathname } = new URL(req.url, 'http://localhost');
    requests.push({ path: pathname, origin: req.headers.origin, ifNoneMatch: req.headers['if-none-match'] });
    if (current === 'hang') return;
    if (current === 'reset') return req.socket.destroy();
    if (current === '503' || current === '404') return void res.writeHead(Number(current)).end('Not now');
    const corsHeaders = cors ? { 'Access-Control-Allow-Origin': '*' } : {};
    const feed = feeds[pathname];
    if (feed) {
      const body = current === 'malformed' ? feed.body.slice(0, Math.floor(feed.body.length / 2)) : feed.body;
      const etag = `"${crypto.createHash('sha1').update(body).digest('hex')}"`;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { ETag: etag, ...corsHeaders }).end();
      res.writeHead(200, { 'Content-Type': feed.type, 'Cache-Control': 'no-cache', ETag: etag, ...corsHeaders });
      return void res.end(body);
    }
    if (/^\/covers\/[\w-]+\.png$/.test(pathname)) {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      return void res.end(await coverImage(pathname));
    }
    res.writeHead(404).end('No such file');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        url: `http://localhost:${port}`,
        requests,
        /** A new post, first in every feed from now on (as a blog publishes between two builds). */
        publish(post) {
          feeds = feedsAt(base, [post, ...POSTS]);
        },
        setMode(next) {
          if (!MODES.includes(next)) throw new Error(`Unknown mode "${next}". Modes: ${MODES.join(', ')}`);
          current = next;
        },
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}

module.exports = { start, MODES, DEFAULT_PORT };
