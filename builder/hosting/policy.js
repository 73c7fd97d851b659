/**
 * The production headers: caching per file kind, CORS for remotes, the security headers and the
 * Content-Security-Policy of each layout. The one source of every header value: the preview server
 * sends them, and the build writes them into _headers, nginx.conf and the CSP meta tag
 * (builder/hosting/hostFiles.js).
 */

const { inlineScriptHashes } = require('../site/inlineScripts');
const { engineModule } = require('../engineModules');

/**
 * Files that must be revalidated on every visit: they name the content-hashed files (content.json,
 * a remote's content, names its CV texts), or (resume.json, the CV as JSON Resume) change with the
 * content under the same name.
 */
const ALWAYS_REVALIDATE = ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'content.json', 'sw.js', 'sw-data.js', 'manifest.webmanifest', 'resume.json'];

const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  other: 'public, max-age=3600',
};

/** Content-hashed files live under static/, in an app's dist or in a remote's folder of site/. */
function isHashed(relativePath) {
  return /(^|\/)static\//.test(relativePath);
}

function cacheControlFor(relativePath) {
  const file = relativePath.split('/').pop() || 'index.html';
  if (isHashed(relativePath)) return CACHE.immutable;
  if (ALWAYS_REVALIDATE.includes(file) || file.endsWith('.html')) return CACHE.revalidate;
  return CACHE.other;
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
 * comes from, `connect` the extra origins it fetches (GitHub API, vitals endpoint), `styles` the
 * hashes of the page's inline styles (the theme's: builder/themeStyle.js).
 */
function contentSecurityPolicy({ remotes = [], connect = [], styles = [], trustedTypes = [] }) {
  const remoteList = [...new Set(remotes.map(originOf).filter(Boolean))];
  const connectList = [...new Set([...remoteList, ...connect.map(originOf).filter(Boolean)])];
  const self = (extra) => ["'self'", ...extra].join(' ');
  return [
    `default-src 'self'`,
    // The page's own two inline scripts by their hashes; nothing else inline.
    `script-src ${self([...remoteList, ...inlineScriptHashes()])}`,
    // The page's theme by its hash; no style attribute, no other inline style.
    `style-src ${self([...remoteList, ...styles])}`,
    `img-src ${self(remoteList)} data:`,
    `media-src ${self(remoteList)}`,
    `font-src 'self'`,
    `connect-src ${self(connectList)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'none'`,
    `frame-ancestors 'none'`,
    // A script URL or markup reaches a sink only through one of the page's named policies; the name list has no 'allow-duplicates'.
    `require-trusted-types-for 'script'`,
    `trusted-types ${trustedTypes.join(' ') || "'none'"}`,
  ].join('; ');
}

/**
 * The CSP of one app's page. `remoteBases` are where the shell's remotes live (absolute URLs for
 * separate origins; relative ones, in one origin, add nothing); `styles`, the hashes of its inline
 * styles; `githubApi`, `vitalsEndpoint`,
 * `analyticsHost` (the provider's server, for the shell only: no script of it, its origin in
 * connect-src) and `liveFeed` (the owner's feed, when the Writing page reads it live) are added to
 * connect-src only by the apps that call them.
 */
function cspFor(name, { remoteBases = [], styles = [], githubApi, vitalsEndpoint, analyticsHost, liveFeed, parts = [] }) {
  const trustedTypes = engineModule('shared/src/security/trustedTypes.ts').trustedTypesPolicies(name);
  const vitals = vitalsEndpoint && /^https?:/.test(vitalsEndpoint) ? [vitalsEndpoint] : [];
  const feed = liveFeed ? [liveFeed] : [];
  const analytics = analyticsHost ? [analyticsHost] : [];
  if (name === 'shell') {
    // The Projects and Writing pages run in the shell's page, so the shell calls their servers too.
    // The owner's parts run in the shell's page too: their hosts, and their runtimes' own policies.
    const partOrigins = parts.flatMap((part) => [...(/^https?:\/\//i.test(part.entry) ? [part.entry] : []), ...(part.origins ?? [])]);
    const partPolicies = parts.flatMap((part) => (part.policy ? [part.policy] : []));
    return contentSecurityPolicy({ remotes: [...remoteBases, ...partOrigins], styles, trustedTypes: [...new Set([...trustedTypes, ...partPolicies])], connect: [githubApi, ...vitals, ...analytics, ...feed] });
  }
  return contentSecurityPolicy({ styles, trustedTypes, connect: name === 'remote_projects' ? [githubApi] : name === 'remote_writing' ? feed : [] });
}

/** The CSP for a <meta> tag: browsers ignore frame-ancestors there (and warn about it). */
function metaPolicy(csp) {
  return csp
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Remotes are fetched cross-origin by the shell: manifest, CV text, chunks, media. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** The headers every response of an app gets, whatever the file (caching and the CSP aside). */
function commonHeaders({ cors }) {
  return { ...SECURITY_HEADERS, ...(cors ? CORS_HEADERS : {}) };
}

/** Every header a response for `relativePath` of an app gets. */
function headersFor({ relativePath, csp, cors }) {
  const headers = { ...commonHeaders({ cors }), 'Cache-Control': cacheControlFor(relativePath) };
  if (csp && (relativePath === '' || relativePath.endsWith('/') || relativePath.endsWith('.html'))) {
    headers['Content-Security-Policy'] = csp;
  }
  return headers;
}

module.exports = {
  ALWAYS_REVALIDATE,
  CACHE,
  cacheControlFor,
  commonHeaders,
  contentSecurityPolicy,
  cspFor,
  headersFor,
  metaPolicy,
  originOf,
  SECURITY_HEADERS,
};
