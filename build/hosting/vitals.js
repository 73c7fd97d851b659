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

module.exports = { acceptVitals, vitalsPathOf, DEFAULT_VITALS_FILE };
