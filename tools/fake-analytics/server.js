/**
 * Stand-ins for the analytics providers' event APIs, on loopback, one per API shape: each answers
 * as the provider does (status, CORS) and records every request as the provider would read it, so
 * the browser tests can say what each provider received. `refuse: true` answers 503 to everything.
 *
 *   plausible    POST /api/event        JSON body (sent as text/plain)     202
 *   umami        POST /api/send         JSON body, CORS preflight          200 {}
 *   goatcounter  GET  /count?p=…        query                              200 (a 1×1 GIF)
 *   matomo       POST /matomo.php       form body (or GET query)           204
 */
const http = require('node:http');

const CORS = { 'Access-Control-Allow-Origin': '*' };
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const ROUTES = {
  plausible: { method: 'POST', path: '/api/event', read: (body) => JSON.parse(body), answer: (res) => res.writeHead(202, { ...CORS, 'Content-Type': 'text/plain' }).end('ok') },
  umami: { method: 'POST', path: '/api/send', read: (body) => JSON.parse(body), answer: (res) => res.writeHead(200, { ...CORS, 'Content-Type': 'application/json' }).end('{}') },
  goatcounter: { method: 'GET', path: '/count', read: (_body, url) => Object.fromEntries(url.searchParams), answer: (res) => res.writeHead(200, { ...CORS, 'Content-Type': 'image/gif' }).end(GIF) },
  matomo: {
    method: 'POST',
    path: '/matomo.php',
    read: (body, url) => Object.fromEntries(new URLSearchParams(body || url.search)),
    answer: (res) => res.writeHead(204, CORS).end(),
  },
};

/**
 * @param {'plausible' | 'umami' | 'goatcounter' | 'matomo'} provider
 * @param {{ port?: number, refuse?: boolean }} [options]
 */
async function startFakeProvider(provider, { port = 0, refuse = false } = {}) {
  const route = ROUTES[provider];
  /** @type {{ data: any, contentType: string | null, cookie: string | null, origin: string | null }[]} */
  const received = [];
  const problems = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...CORS, 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '86400' });
      return res.end();
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (refuse) return res.writeHead(503, CORS).end();
      if (url.pathname !== route.path || (req.method !== route.method && !(provider === 'matomo' && req.method === 'GET'))) {
        problems.push(`${req.method} ${url.pathname}`);
        return res.writeHead(404, CORS).end();
      }
      try {
        received.push({ data: route.read(body, url), contentType: req.headers['content-type'] ?? null, cookie: req.headers.cookie ?? null, origin: req.headers.origin ?? null });
      } catch (error) {
        problems.push(`${url.pathname}: ${error.message}`);
        return res.writeHead(400, CORS).end();
      }
      return route.answer(res);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    provider,
    url: `http://127.0.0.1:${server.address().port}`,
    received,
    /** Requests no provider of this kind would take (a wrong path or method, a body it cannot read). */
    problems,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

module.exports = { startFakeProvider, PROVIDERS: Object.keys(ROUTES) };
