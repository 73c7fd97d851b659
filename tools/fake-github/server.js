/**
 * A local stand-in for GitHub's `GET /users/{user}/repos`: pagination with Link headers, ETag and
 * 304, CORS as GitHub answers it, and fault modes switched per test (programmatically with
 * setMode(), or over HTTP with `POST /__control/mode?mode=…` when run from the command line).
 */
const http = require('node:http');
const crypto = require('node:crypto');
const { USER, REPOSITORIES } = require('./fixtures');

const MODES = ['normal', 'rate-limit', '429', '500', 'slow', 'hang', 'malformed', 'reset'];
const DEFAULT_PORT = 8090;
const DEFAULT_SLOW_MS = 2500;
const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 30;
const RATE_LIMIT = 60;
const RATE_LIMIT_WINDOW_S = 60 * 60;

/** What GitHub exposes to browsers (its Access-Control-Expose-Headers). */
const EXPOSED = [
  'ETag',
  'Link',
  'Location',
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Used',
  'X-RateLimit-Resource',
  'X-RateLimit-Reset',
].join(', ');

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED,
};

function byPushedNewestFirst(a, b) {
  if (!a.pushed_at || !b.pushed_at) return a.pushed_at === b.pushed_at ? 0 : a.pushed_at ? -1 : 1;
  return Date.parse(b.pushed_at) - Date.parse(a.pushed_at);
}

function sorted(repos, sort) {
  if (sort === 'pushed') return [...repos].sort(byPushedNewestFirst);
  if (sort === 'full_name') return [...repos].sort((a, b) => a.full_name.localeCompare(b.full_name));
  return repos;
}

function etagOf(body) {
  return `W/"${crypto.createHash('sha1').update(body).digest('hex')}"`;
}

function pageLinks(url, page, lastPage) {
  const link = (n, rel) => {
    const target = new URL(url);
    target.searchParams.set('page', String(n));
    return `<${target.href}>; rel="${rel}"`;
  };
  const links = [];
  if (page > 1) links.push(link(page - 1, 'prev'), link(1, 'first'));
  if (page < lastPage) links.push(link(page + 1, 'next'), link(lastPage, 'last'));
  return links.join(', ');
}

function rateHeaders(remaining, resetAt) {
  return {
    'X-RateLimit-Limit': String(RATE_LIMIT),
    'X-RateLimit-Remaining': String(remaining),
    'X-RateLimit-Used': String(RATE_LIMIT - remaining),
    'X-RateLimit-Resource': 'core',
    'X-RateLimit-Reset': String(resetAt),
  };
}

function sendJson(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...CORS, ...headers });
  res.end(text);
}

/**
 * @param {{ port?: number, host?: string, mode?: string, slowMs?: number, repositories?: object[] }} [options]
 */
async function start(options = {}) {
  let mode = options.mode || 'normal';
  const slowMs = options.slowMs ?? DEFAULT_SLOW_MS;
  const repositories = options.repositories || REPOSITORIES;
  const requests = [];
  const sockets = new Set();
  const timers = new Set();

  function setMode(next) {
    if (!MODES.includes(next)) throw new Error(`Unknown mode "${next}". Modes: ${MODES.join(', ')}`);
    mode = next;
  }

  function answerRepos(req, res, url, user) {
    const resetAt = Math.floor(Date.now() / 1000) + RATE_LIMIT_WINDOW_S;
    if (mode === 'reset') return req.socket.destroy();
    if (mode === 'hang') return undefined;
    if (mode === 'rate-limit') {
      return sendJson(
        res,
        403,
        { message: 'API rate limit exceeded for 127.0.0.1. (But here\'s the good news: Authenticated requests get a higher rate limit.)', documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api' },
        rateHeaders(0, resetAt),
      );
    }
    if (mode === '429') {
      return sendJson(res, 429, { message: 'Too Many Requests' }, { ...rateHeaders(0, resetAt), 'Retry-After': '60' });
    }
    if (mode === '500') return sendJson(res, 500, { message: 'Server Error' });
    if (mode === 'malformed') return sendJson(res, 200, '[{"name": "half-an-answer", "description": "cut off', rateHeaders(59, resetAt));

    if (user.toLowerCase() !== USER.toLowerCase()) {
      return sendJson(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
    }
    const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Number(url.searchParams.get('per_page')) || DEFAULT_PER_PAGE));
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const all = sorted(repositories, url.searchParams.get('sort'));
    const lastPage = Math.max(1, Math.ceil(all.length / perPage));
    const body = JSON.stringify(all.slice((page - 1) * perPage, page * perPage));
    const etag = etagOf(body);
    const headers = {
      ...rateHeaders(59, resetAt),
      ETag: etag,
      // no-cache, unlike GitHub's max-age=60: each test's request must reach this server.
      'Cache-Control': 'no-cache',
      Vary: 'Accept, Authorization, Cookie',
    };
    const link = pageLinks(`http://${req.headers.host}${url.pathname}${url.search}`, page, lastPage);
    if (link) headers.Link = link;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ...CORS, ...headers });
      return res.end();
    }
    const send = () => sendJson(res, 200, body, headers);
    if (mode === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, slowMs);
      timers.add(timer);
      return undefined;
    }
    return send();
  }

  function control(req, res, url) {
    try {
      setMode(url.searchParams.get('mode') || '');
      sendJson(res, 200, { mode });
    } catch (error) {
      sendJson(res, 400, { message: error.message });
    }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url, `http://${req.headers.host || 'localhost'}`);
    if (req.method === 'OPTIONS') {
      // The browser's CORS preflight for a conditional (If-None-Match) request.
      res.writeHead(204, {
        ...CORS,
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': 'Accept, Authorization, If-None-Match, X-GitHub-Api-Version',
        'Access-Control-Max-Age': '86400',
      });
      return res.end();
    }
    if (url.pathname === '/__control/mode' && req.method === 'POST') return control(req, res, url);
    const match = /^\/users\/([^/]+)\/repos\/?$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) return sendJson(res, 404, { message: 'Not Found' });
    requests.push({
      method: req.method,
      path: url.pathname,
      page: Number(url.searchParams.get('page')) || 1,
      search: url.search,
      mode,
      ifNoneMatch: req.headers['if-none-match'] ?? null,
      authorization: req.headers.authorization ?? null,
    });
    return answerRepos(req, res, url, decodeURIComponent(match[1]));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address();

  return {
    url: `http://localhost:${port}`,
    port,
    requests,
    get mode() {
      return mode;
    },
    setMode,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

module.exports = { start, MODES, USER, REPOSITORIES, DEFAULT_PORT };
