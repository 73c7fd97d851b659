/**
 * Lighthouse (the CLI, one Chromium per run, so runs do not share a cache) on one URL with the
 * mobile (Lighthouse's default) or desktop preset: performance, SEO and best practices.
 */
const { execFile } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/** The scripts Lighthouse saw the page load (its network-requests audit): URL and bytes transferred. */
function scriptsOf(report) {
  const items = report.audits['network-requests']?.details?.items;
  if (!Array.isArray(items)) return null;
  return items.filter((item) => item.resourceType === 'Script').map((item) => ({ url: item.url, transferSize: item.transferSize ?? 0 }));
}

/** The figures the bench keeps from a Lighthouse report (times in ms, scripts as Lighthouse saw them). */
function metricsOf(report) {
  return {
    score: report.categories.performance.score,
    seo: report.categories.seo?.score ?? null,
    bestPractices: report.categories['best-practices']?.score ?? null,
    ...Object.fromEntries(Object.entries(AUDITS).map(([key, audit]) => [key, report.audits[audit]?.numericValue ?? null])),
    scripts: scriptsOf(report),
  };
}

/**
 * @param {{url: string, preset: 'mobile'|'desktop', chromePath: string, reportFile: string}} options
 * @returns {Promise<ReturnType<typeof metricsOf>>}
 */
function runLighthouse({ url, preset, chromePath, reportFile }) {
  const args = [
    require.resolve('lighthouse/cli/index.js'),
    url,
    '--output=json',
    `--output-path=${reportFile}`,
    '--only-categories=performance,seo,best-practices',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath } }, (error, _stdout, stderr) => {
      if (error) {
        reject(new Error(`Lighthouse failed on ${url} (${preset}): ${stderr.trim() || error.message}`));
        return;
      }
      const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
      if (report.runtimeError) {
        reject(new Error(`Lighthouse on ${url} (${preset}): ${report.runtimeError.code} ${report.runtimeError.message}`));
        return;
      }
      resolve(metricsOf(report));
    });
  });
}

module.exports = { metricsOf, runLighthouse, CHROME_FLAGS };
