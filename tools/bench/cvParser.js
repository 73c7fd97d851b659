#!/usr/bin/env node
/**
 * node tools/bench/cvParser.js [--runs N]
 *
 * The CV parser's figures: how long it takes on a 100 KB CV (the sample CV's sections repeated),
 * how long each form's reader takes on a 400-line CV in Chromium with the CPU slowed down as
 * Lighthouse's mobile run slows it (4×), and how many gzip bytes the parser adds to the cv remote. The parser is bundled alone
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
const { ROOT } = require('../../builder/apps');
const { jiti } = require('../jiti');
const { scriptRule } = require('../../builder/webpack/rules');
const { compressedSizes } = require('./compress');
const { median } = require('./stats');

const TARGET_BYTES = 100 * 1024;
const PARSER_ENTRY = path.join(ROOT, 'remote-cv/src/parser/parseCv.ts');
const CV_DIST = path.join(ROOT, 'remote-cv/dist');

/** Lighthouse's mobile CPU slowdown: the "throttled CPU" a visitor's phone is measured with. */
const CPU_SLOWDOWN = 4;
const CLASS_LINES = 400;
const EXAMPLES = path.join(ROOT, 'examples/cv');
const EXAMPLE_OF = { altacv: 'altacv', 'awesome-cv': 'awesome-cv', moderncv: 'moderncv', jakes: 'jakes', jsonresume: 'json-resume' };

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

/** The text the browser reads: as the build serves it, the owner's macros already expanded. */
function served(readerFor, text) {
  return readerFor([{ file: 'cv.tex', text }]).expand?.(text) ?? text;
}

function measureParse({ parseCv, readerFor }, runs) {
  const text = served(readerFor, hundredKilobyteCv());
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

/**
 * A form's example CV (examples/cv), resolved as the build resolves it, its body repeated until
 * the document has 400 lines.
 */
function fourHundredLineCv(cvClass) {
  const folder = path.join(EXAMPLES, EXAMPLE_OF[cvClass], 'cv');
  const { resolveCv } = jiti(path.join(ROOT, 'remote-cv/src/resolver/resolveCv.ts'));
  const files = new Map();
  for (const entry of fs.readdirSync(folder, { recursive: true })) {
    if (entry.endsWith('.tex')) files.set(entry.split(path.sep).join('/'), fs.readFileSync(path.join(folder, entry), 'utf8'));
  }
  const result = resolveCv({ files, label: (file) => file });
  if (!result.ok) throw new Error(result.error);
  const text = result.cv.text;
  const begin = text.indexOf('\\begin{document}') + '\\begin{document}'.length;
  const end = text.lastIndexOf('\\end{document}');
  const head = text.slice(0, begin);
  const body = text.slice(begin, end);
  const lines = (value) => value.split('\n').length;
  let cv = head;
  while (lines(cv + body) < CLASS_LINES) cv += body;
  return `${cv}\n${'%\n'.repeat(Math.max(0, CLASS_LINES - lines(cv) - 1))}\\end{document}\n`;
}

/** Each LaTeX form's 400-line CV parsed in Chromium at the phone's CPU speed: median of `runs` parses. */
async function measureClassesInBrowser(bundleFile, readerFor, runs) {
  const { launchBrowser } = jiti(path.join(ROOT, 'e2e/support/browser.ts'));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const source = fs.readFileSync(bundleFile, 'utf8');
    const results = {};
    for (const cvClass of ['altacv', 'awesome-cv', 'moderncv', 'jakes']) {
      const text = served(readerFor, fourHundredLineCv(cvClass));
      results[cvClass] = await page.evaluate(
        async ({ source: code, text: cv, runs: count }) => {
          const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
          const { parseCv } = await import(url);
          const files = [{ file: 'cv.tex', text: cv }];
          for (let i = 0; i < 10; i += 1) parseCv(files);
          const times = [];
          let parsed;
          for (let i = 0; i < count; i += 1) {
            const started = performance.now();
            parsed = parseCv(files);
            times.push(performance.now() - started);
          }
          times.sort((a, b) => a - b);
          return { read: parsed.cvClass, medianMs: Math.round(times[Math.floor(count / 2)] * 100) / 100, sections: parsed.sections.length, lines: cv.split('\n').length };
        },
        { source, text, runs },
      );
    }
    return results;
  } finally {
    await browser.close();
  }
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

/** The parser's figures (bundled as production bundles it): the 100 KB parse, each form throttled, and its bytes. */
async function measureCvParser(runs = runsOption()) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-parser-bundle-'));
  let parse;
  let parser;
  let perClass;
  try {
    const bundle = await bundleParser(outDir);
    parser = compressedSizes(fs.readFileSync(bundle));
    const parserModule = await import(pathToFileURL(bundle).href);
    parse = measureParse(parserModule, runs);
    perClass = await measureClassesInBrowser(bundle, parserModule.readerFor, Math.min(runs, 50));
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  const remote = remoteBytes();
  return {
    parse100KB: parse,
    parse400LinesPerClassThrottled: { cpuSlowdown: CPU_SLOWDOWN, ...perClass },
    parserBytes: parser,
    cvRemoteOwnJsGzip: remote?.gzip ?? null,
    parserShareOfCvRemoteGzip: remote ? Math.round((parser.gzip / remote.gzip) * 1000) / 10 : null,
    targets: { parseMs: 10, parse400LinesThrottledMs: 15, parserGzipBytes: 8 * 1024 },
    load: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

if (require.main === module) {
  measureCvParser()
    .then((result) => console.log(JSON.stringify(result, null, 2)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

module.exports = { measureCvParser };
