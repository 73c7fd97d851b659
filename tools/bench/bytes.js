/**
 * Groups the responses of one page load by app (the origin that served them) and by kind (JS,
 * CSS, anything else), adding up raw, gzip and brotli bytes. Pure: the sizes are measured by
 * compress.js from the bodies the browser actually received.
 */

const KINDS = ['js', 'css', 'other'];

/** What a response is, from its Content-Type, else its file extension. */
function kindOf(url, contentType = '') {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (/(java|ecma)script/.test(type)) return 'js';
  if (type === 'text/css') return 'css';
  if (type) return 'other';
  const { pathname } = new URL(url);
  if (/\.m?js$/.test(pathname)) return 'js';
  if (/\.css$/.test(pathname)) return 'css';
  return 'other';
}

function emptyTotals() {
  return {
    requests: 0,
    ...Object.fromEntries(KINDS.map((kind) => [kind, { files: 0, raw: 0, gzip: 0, brotli: 0 }])),
  };
}

function add(totals, response) {
  totals.requests += 1;
  const bucket = totals[response.kind];
  bucket.files += 1;
  bucket.raw += response.raw;
  bucket.gzip += response.gzip;
  bucket.brotli += response.brotli;
}

/**
 * @param {{url: string, kind: 'js'|'css'|'other', raw: number, gzip: number, brotli: number}[]} responses
 * @param {(url: string) => string} appOf  which app served a URL
 * @returns {{total: object, byApp: Record<string, object>}}
 */
function aggregate(responses, appOf) {
  const total = emptyTotals();
  const byApp = {};
  for (const response of responses) {
    const app = appOf(response.url);
    byApp[app] ??= emptyTotals();
    add(byApp[app], response);
    add(total, response);
  }
  return { total, byApp };
}

module.exports = { aggregate, kindOf, KINDS };
