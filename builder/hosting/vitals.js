/**
 * The web-vitals sink of the preview server and of the shell's dev server: appends each beacon to
 * .vitals/vitals.jsonl.
 */
const fs = require('node:fs');
const path = require('node:path');

const MAX_VITALS_BODY = 16 * 1024;

function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const DEFAULT_VITALS_FILE = path.join(__dirname, '..', '..', '.vitals', 'vitals.jsonl');

/** The shell-relative path of site.json's vitals endpoint, which our servers accept; null if it is elsewhere. */
function vitalsPathOf(site) {
  const { endpoint } = site.vitals;
  return endpoint && endpoint.startsWith('/') ? endpoint : null;
}

/**
 * build:site's warning when the beacons go to a path of the site itself: site/ is files, and most
 * static hosts answer a POST there with 404 or 405, a failed request in every visitor's console.
 */
function staticVitalsWarning(site) {
  const vitalsPath = vitalsPathOf(site);
  if (!vitalsPath) return null;
  return (
    `content/site.json "vitals.endpoint" is "${vitalsPath}", a path of this site, but site/ is static files: GitHub Pages, ` +
    `Netlify and Cloudflare Pages answer the beacons there with an error (a failed request on every visit). Only the ` +
    `generated nginx.conf answers them (and drops them). Set it to a collector's https:// URL, or remove it ` +
    `(docs/content.md#web-vitals).`
  );
}

async function acceptVitals(req, res, vitalsFile = DEFAULT_VITALS_FILE) {
  try {
    const payload = JSON.parse(await readBody(req, MAX_VITALS_BODY));
    if (!payload || typeof payload.name !== 'string' || typeof payload.value !== 'number') throw new Error('not a metric');
    fs.mkdirSync(path.dirname(vitalsFile), { recursive: true });
    fs.appendFileSync(vitalsFile, `${JSON.stringify({ ...payload, receivedAt: new Date().toISOString() })}\n`);
    res.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Expected one web-vitals metric as JSON.\n');
  }
}

module.exports = { acceptVitals, staticVitalsWarning, vitalsPathOf, DEFAULT_VITALS_FILE };
