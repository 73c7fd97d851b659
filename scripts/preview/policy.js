/**
 * The production headers: caching per file kind, CORS for remotes, and the security headers.
 * Pure functions, shared by the preview server and documented in the README's deploy section.
 */

/** Files that must be revalidated on every visit: they name the content-hashed files. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'sw.js', 'manifest.webmanifest']);

function cacheControlFor(relativePath) {
  const file = relativePath.split('/').pop() || 'index.html';
  if (relativePath.startsWith('static/')) return 'public, max-age=31536000, immutable';
  if (ALWAYS_REVALIDATE.has(file) || file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

function originOf(url) {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of an app's HTML page. `remotes` are the origins its federated code
 * comes from, `connect` the extra origins it fetches (GitHub API, vitals endpoint).
 */
function contentSecurityPolicy({ remotes = [], connect = [] }) {
  const remoteList = [...new Set(remotes.map(originOf).filter(Boolean))];
  const connectList = [...new Set([...remoteList, ...connect.map(originOf).filter(Boolean)])];
  const self = (extra) => ["'self'", ...extra].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${self(remoteList)}`,
    `style-src ${self(remoteList)}`,
    `img-src ${self(remoteList)} data:`,
    `media-src ${self(remoteList)}`,
    `font-src 'self'`,
    `connect-src ${self(connectList)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Every header a response for `relativePath` of an app gets. */
function headersFor({ relativePath, csp, cors }) {
  const headers = { ...SECURITY_HEADERS, 'Cache-Control': cacheControlFor(relativePath) };
  if (cors) {
    // Remotes are fetched cross-origin by the shell: manifest, CV text, chunks, media.
    headers['Access-Control-Allow-Origin'] = '*';
    headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
  }
  if (csp && (relativePath === '' || relativePath.endsWith('.html'))) headers['Content-Security-Policy'] = csp;
  return headers;
}

module.exports = { cacheControlFor, contentSecurityPolicy, headersFor, originOf, SECURITY_HEADERS };
