#!/usr/bin/env node
/**
 * node tools/bench/cvParser.js [--runs N]
 *
 * Issue 3's parser figures: how long the AltaCV parser takes on a 100 KB CV (the sample CV's
 * sections repeated), and how many gzip bytes it adds to the cv remote. The parser is bundled alone
 * with the production settings (minified), and that bundle is both weighed and timed: it is the
 * code browsers run (timing the TypeScript through jiti would measure jiti's module proxies). The
 * remote's bytes come from its built dist (run `npm run build -w remote-cv` first), without the
 * react fallback chunks the shell shares.
 * Prints JSON. A script, not a test: timings depend on the machine and its load.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { pathToFileURL } = require('node:url');
const { ROOT } = require('../../build/apps');
const { jiti } = require('../../build/jiti');
const { scriptRule } = require('../../build/webpack/rules');
const { compressedSizes } = require('./compress');
const { median } = require('./stats');

const TARGET_BYTES = 100 * 1024;
const PARSER_ENTRY = path.join(ROOT, 'remote-cv/src/parser/parseCv.ts');
const CV_DIST = path.join(ROOT, 'remote-cv/dist');

function runsOption() {
  const at = process.argv.indexOf('--runs');
  const runs = at >= 0 ? Number(process.argv[at + 1]) : 200;
  return Number.isInteger(runs) && runs > 0 ? runs : 200;
}

/** The sample main.tex with its body repeated until the file is 100 KB. */
function hundredKilobyteCv() {
  const main = fs.readFileSync(path.join(ROOT, 'content/cv/main.tex'), 'utf8');
  const sidebar = fs.readFileSync(path.join(ROOT, 'content/cv/sidebar.tex'), 'utf8');
  const bodyStart = main.indexOf('\\cvsection{Experience}');
  const bodyEnd = main.indexOf('\\switchcolumn');
  const head = main.slice(0, bodyStart);
  const body = main.slice(bodyStart, bodyEnd) + sidebar;
  const end = '\\end{document}\n';
  let text = head;
  while (Buffer.byteLength(text + body + end) <= TARGET_BYTES) text += body;
  // Comment lines fill the rest, so the figure is for exactly 100 KB of well-formed CV.
  while (Buffer.byteLength(text + end) < TARGET_BYTES) text += `${'%'.repeat(Math.min(79, TARGET_BYTES - Buffer.byteLength(text + end) - 1))}\n`;
  return text + end;
}

function measureParse(parseCv, runs) {
  const text = hundredKilobyteCv();
  const { createTitleMatcher } = jiti(path.join(ROOT, 'remote-cv/src/parser/sectionTitles.ts'));
  const kindOfTitle = createTitleMatcher();
  const files = [{ file: 'content/cv/main.tex', text }];
  for (let i = 0; i < 30; i += 1) parseCv(files, kindOfTitle);
  const times = [];
  let cv;
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    cv = parseCv(files, kindOfTitle);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 100) / 100;
  return {
    inputBytes: Buffer.byteLength(text),
    runs,
    medianMs: round(median(times)),
    p95Ms: round(times[Math.floor(runs * 0.95)]),
    minMs: round(times[0]),
    sections: cv.sections.length,
    entries: cv.sections.reduce((sum, section) => sum + section.items.length, 0),
    warnings: cv.warnings.length,
  };
}

/** The parser alone, minified as the production build minifies it: the file's path. */
function bundleParser(outDir) {
  const compiler = webpack({
    mode: 'production',
    context: ROOT,
    entry: PARSER_ENTRY,
    target: 'web',
    output: { path: outDir, filename: 'parser.js', library: { type: 'module' } },
    experiments: { outputModule: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        scriptRule(true),
      ],
    },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) return reject(error || new Error(stats.toString('errors-only')));
      return resolve(path.join(outDir, 'parser.js'));
    });
  });
}

/** The cv remote's own JS: remoteEntry.js and the exposed pages' chunks (react comes from the shell). */
function remoteBytes() {
  const manifestFile = path.join(CV_DIST, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const files = new Set([manifest.metaData.remoteEntry.name]);
  for (const expose of manifest.exposes) for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) files.add(file);
  let gzip = 0;
  for (const file of files) gzip += compressedSizes(fs.readFileSync(path.join(CV_DIST, file))).gzip;
  return { files: [...files], gzip };
}

async function main() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-parser-bundle-'));
  let parse;
  let parser;
  try {
    const bundle = await bundleParser(outDir);
    parser = compressedSizes(fs.readFileSync(bundle));
    const { parseCv } = await import(pathToFileURL(bundle).href);
    parse = measureParse(parseCv, runsOption());
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  const remote = remoteBytes();
  const result = {
    parse100KB: parse,
    parserBytes: parser,
    cvRemoteOwnJsGzip: remote?.gzip ?? null,
    parserShareOfCvRemoteGzip: remote ? Math.round((parser.gzip / remote.gzip) * 1000) / 10 : null,
    targets: { parseMs: 10, parserGzipBytes: 8 * 1024 },
    load: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
  console.log(JSON.stringify(result, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
