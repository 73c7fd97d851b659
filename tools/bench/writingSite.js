/**
 * The sample site with a Writing page: its feed on the fake blog (tools/fake-feed, which allows any
 * page to read it, so the page's live refresh is counted too), the shell and the writing remote
 * built with it. What a visitor's whole first visit costs in JavaScript, home and then the Writing
 * page, counted at the servers; and home's Lighthouse mobile figures, to set beside the sample's.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT } = require('../../builder/apps');
const { jiti } = require('../jiti');
const { start: startFakeFeed, DEFAULT_PORT } = require('../fake-feed/server');
const { startPreview } = require('../../builder/preview/server');
const { networkQuiet, QUIET_MS, SETTLE_TIMEOUT_MS } = require('./firstLoad');
const { runLighthouse } = require('./lighthouse');
const { networkJsGzip, withGzipSize } = require('./repeatVisit');
const { switchTo } = require('./sectionSwitch');
const { median } = require('./stats');

/** Home in a fresh profile, then the Writing page: the JavaScript sent for each part, and the files. */
async function visitWithWriting(browser, preview, section) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const answers = [];
  const stopWatching = preview.watch((answer) => answers.push(withGzipSize(answer)));
  try {
    const page = await context.newPage();
    await page.goto(preview.url('shell'), { waitUntil: 'load', timeout: 60_000 });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
    await networkQuiet(page, QUIET_MS, SETTLE_TIMEOUT_MS);
    const home = networkJsGzip(answers);
    const switched = await switchTo(page, section.title, section.headingId);
    await page.getByRole('list', { name: section.postsLabel }).waitFor({ timeout: 20_000 });
    await networkQuiet(page, QUIET_MS, SETTLE_TIMEOUT_MS);
    const files = answers.filter((a) => a.status === 200 && /\.js$/.test(a.path)).map((a) => ({ file: `${a.app}${a.path}`, gzip: a.gzip }));
    return { homeJsGzip: home, wholeVisitJsGzip: networkJsGzip(answers), writingSwitchMs: switched.ms ?? null, files };
  } finally {
    stopWatching();
    await context.close();
  }
}

/** @param {{ lighthouseRuns: number, chromePath: string, reportsDir: string, log: (line: string) => void }} options */
async function measureWritingSite({ lighthouseRuns, chromePath, reportsDir, log }) {
  const { buildFromContent } = jiti('./e2e/support/build.ts');
  const { launchBrowser } = jiti('./e2e/support/browser.ts');
  const { PAGE_HEADING_ID } = jiti('./shared/src/contract.ts');
  const { en } = jiti('./shared/src/i18n/catalogues/en.ts');
  const feed = await startFakeFeed({ port: DEFAULT_PORT, cors: true });
  const content = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-writing-'));
  let preview;
  try {
    fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
    const site = JSON.parse(fs.readFileSync(path.join(content, 'site.json'), 'utf8'));
    fs.writeFileSync(path.join(content, 'site.json'), JSON.stringify({ ...site, writing: { feed: `${feed.url}/feed.xml` } }, null, 2));
    log('building the shell and the writing remote with a feed');
    const { distRoot } = await buildFromContent(content, ['shell', 'remote_writing'], { WRITING_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-writing-cache-')) });
    preview = await startPreview({ distRoot });
    log('home, then the Writing page, in a fresh profile');
    const browser = await launchBrowser();
    const visit = await visitWithWriting(browser, preview, { title: en['page.writing'], headingId: PAGE_HEADING_ID, postsLabel: en['writing.list'] }).finally(() => browser.close());
    const lighthouse = [];
    const errors = [];
    for (let run = 1; run <= lighthouseRuns; run += 1) {
      log(`Lighthouse mobile, site with a Writing page, run ${run} of ${lighthouseRuns}`);
      await runLighthouse({ url: preview.url('shell'), preset: 'mobile', chromePath, reportFile: path.join(reportsDir, `writing-mobile-${run}.json`) }).then(
        ({ scripts, ...metrics }) => lighthouse.push(metrics),
        (error) => errors.push(error.message),
      );
    }
    const medianOf = (key) => median(lighthouse.map((metrics) => metrics[key]));
    return { ...visit, lighthouse: { runs: lighthouse, errors, median: { score: medianOf('score'), fcp: medianOf('fcp'), lcp: medianOf('lcp') } } };
  } finally {
    await preview?.close();
    await feed.close();
    fs.rmSync(content, { recursive: true, force: true });
  }
}

module.exports = { measureWritingSite };
