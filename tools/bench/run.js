#!/usr/bin/env node
/**
 * npm run bench [-- --no-build --lighthouse-runs N --switch-runs N]
 *
 * Builds production (federated, and the single-bundle baseline of tools/bench/single), serves both the
 * way `npm run serve` does (federated :8080-8083, single :8085), measures the home page's first
 * load, Lighthouse mobile/desktop and the menu-to-section switch times, then writes
 * tools/bench/results.json and prints the tables. It holds /tmp/portfolio-e2e.lock for the whole run,
 * because builds rewrite the dist folders browser tests serve and the ports are the tests' ports.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { APPS, ROOT, distDir } = require('../../builder/apps');
const { jiti } = require('../jiti');
const { startPreview } = require('../../builder/preview/server');
const { findChromium } = require('../../builder/system/find-chromium');
const { aggregate } = require('./bytes');
const { gzipSizeOfFile } = require('./compress');
const { recordFirstLoad } = require('./firstLoad');
const { measurePlayStart } = require('./playStart');
const { measureFirstAndRepeatVisit } = require('./repeatVisit');
const { runLighthouse } = require('./lighthouse');
const { parseOptions } = require('./options');
const { measureCvParser } = require('./cvParser');
const { formatReport, ratiosOf } = require('./report');
const { measureSaveToScreen } = require('./saveToScreen');
const { measureWritingSite } = require('./writingSite');
const { measureMobileTap, measureSwitch, MOBILE, TAP_MS } = require('./sectionSwitch');
const { startStaticServer } = require('./staticServer');
const { median } = require('./stats');

const LOCK_FILE = '/tmp/portfolio-e2e.lock';
const LOCK_HELD = 'PORTFOLIO_BENCH_HOLDS_E2E_LOCK';
const SINGLE_PORT = 8085;
const SECTIONS = ['projects', 'experience', 'qualifications', 'skills'];
const SAVES = 10;
const RESULTS_FILE = path.join(__dirname, 'results.json');
const REPORTS_DIR = path.join(os.tmpdir(), 'portfolio-bench-lighthouse');

const log = (message) => console.error(`[bench] ${message}`);

/** Re-runs this script under flock; returns false when it is already the locked run (or flock is missing). */
function reExecUnderLock() {
  if (process.env[LOCK_HELD]) return false;
  const result = spawnSync('flock', [LOCK_FILE, process.execPath, __filename, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, [LOCK_HELD]: '1' },
  });
  if (result.error?.code === 'ENOENT') {
    log('flock is not installed: running without the e2e lock (do not run browser tests at the same time).');
    return false;
  }
  process.exit(result.status ?? 1);
}

function npmRun(script) {
  log(`npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run ${script} failed`);
}

/** Which app served a URL, from the port of its origin. */
function appOfUrl(url) {
  const { hostname, port } = new URL(url);
  if (hostname !== 'localhost' && hostname !== '127.0.0.1') return 'external';
  if (Number(port) === SINGLE_PORT) return 'single';
  return Object.entries(APPS).find(([, app]) => String(app.previewPort) === port)?.[0] ?? 'external';
}

async function firstLoadOf(browser, url) {
  const { INTERACTIVE_MARK } = jiti('./shared/src/contract.ts');
  const { responses, problems } = await recordFirstLoad(browser, url, INTERACTIVE_MARK);
  return {
    ...aggregate(responses, appOfUrl),
    beforeInteractive: aggregate(
      responses.filter((r) => r.beforeInteractive),
      appOfUrl,
    ),
    problems,
    files: responses.map(({ url: u, status, kind, raw, gzip, beforeInteractive }) => ({
      url: u,
      status,
      kind,
      raw,
      gzip,
      beforeInteractive,
    })),
  };
}

async function sectionSwitches(browser, urls, runs) {
  const { PAGE_HEADING_ID } = jiti('./shared/src/contract.ts');
  const { en } = jiti('./shared/src/i18n/catalogues/en.ts');
  const samples = {};
  for (const build of Object.keys(urls)) {
    samples[build] = Object.fromEntries(SECTIONS.map((s) => [s, { cold: [], warm: [] }]));
  }
  for (let run = 1; run <= runs; run += 1) {
    log(`section switches, run ${run} of ${runs}`);
    for (const section of SECTIONS) {
      // Alternating builds within a run keeps slow drifts of the machine from favouring one.
      for (const [build, url] of Object.entries(urls)) {
        const target = { title: en[`page.${section}`], headingId: PAGE_HEADING_ID };
        const result = await measureSwitch(browser, url, target).catch((error) => ({
          cold: { error: error.message.split('\n')[0] },
          warm: { error: 'not measured' },
        }));
        for (const visit of ['cold', 'warm']) samples[build][section][visit].push(result[visit]);
      }
    }
  }
  const summary = (list) => ({
    median: median(list.map((s) => s.ms)),
    runs: list.filter((s) => typeof s.ms === 'number').map((s) => Math.round(s.ms * 10) / 10),
    errors: list.filter((s) => s.error).map((s) => s.error),
    requestsPerRun: list.map((s) => s.requests?.length ?? null),
    requestsOfFirstRun: list[0]?.requests ?? [],
  });
  return Object.fromEntries(
    Object.entries(samples).map(([build, sections]) => [
      build,
      Object.fromEntries(Object.entries(sections).map(([s, v]) => [s, { cold: summary(v.cold), warm: summary(v.warm) }])),
    ]),
  );
}

/** Cold switches tapped on a throttled phone, builds alternating within each run. */
async function mobileTaps(browser, urls, runs) {
  const { PAGE_HEADING_ID } = jiti('./shared/src/contract.ts');
  const { en } = jiti('./shared/src/i18n/catalogues/en.ts');
  const samples = Object.fromEntries(Object.keys(urls).map((build) => [build, Object.fromEntries(SECTIONS.map((s) => [s, []]))]));
  for (let run = 1; run <= runs; run += 1) {
    log(`section taps on a throttled phone, run ${run} of ${runs}`);
    for (const section of SECTIONS) {
      for (const [build, url] of Object.entries(urls)) {
        const result = await measureMobileTap(browser, url, { title: en[`page.${section}`], headingId: PAGE_HEADING_ID }).catch((error) => ({ error: error.message.split('\n')[0] }));
        samples[build][section].push(result);
      }
    }
  }
  const summary = (list) => ({
    median: median(list.map((s) => s.ms)),
    runs: list.filter((s) => typeof s.ms === 'number').map((s) => Math.round(s.ms)),
    errors: list.filter((s) => s.error).map((s) => s.error),
  });
  return {
    throttling: { ...MOBILE, tapMs: TAP_MS },
    ...Object.fromEntries(Object.entries(samples).map(([build, sections]) => [build, Object.fromEntries(Object.entries(sections).map(([s, list]) => [s, summary(list)]))])),
  };
}

/** The file a served URL came from (federated ports and the single build), or null. */
function localFileOf(url) {
  const { pathname, port } = new URL(url);
  const app = appOfUrl(url);
  const dir = app === 'single' ? path.join(ROOT, 'tools', 'bench', 'single', 'dist') : APPS[app] ? distDir(APPS[app].dir) : null;
  if (!dir || !port) return null;
  const file = path.join(dir, decodeURIComponent(pathname));
  return fs.existsSync(file) ? file : null;
}

/** The gzip size of the scripts Lighthouse saw. */
function scriptsGzip(scripts) {
  if (!scripts) return null;
  let total = 0;
  for (const { url } of scripts) {
    const file = localFileOf(url);
    if (!file) return null;
    total += gzipSizeOfFile(file);
  }
  return total;
}

async function lighthouseOf(urls, runs, chromePath) {
  const results = {};
  for (const [build, url] of Object.entries(urls)) {
    results[build] = {};
    for (const preset of ['mobile', 'desktop']) {
      const ok = [];
      const errors = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`Lighthouse ${preset} ${build}, run ${run} of ${runs}`);
        const reportFile = path.join(REPORTS_DIR, `${build}-${preset}-${run}.json`);
        await runLighthouse({ url, preset, chromePath, reportFile }).then(
          ({ scripts, ...metrics }) => ok.push({ ...metrics, scriptCount: scripts?.length ?? null, scriptGzip: scriptsGzip(scripts) }),
          (error) => errors.push(error.message),
        );
      }
      const medianOf = (key) => median(ok.map((m) => m[key]));
      results[build][preset] = {
        runs: ok,
        errors,
        median: ok.length ? Object.fromEntries(['score', 'seo', 'bestPractices', 'fcp', 'lcp', 'tbt', 'cls', 'scriptGzip'].map((k) => [k, medianOf(k)])) : null,
      };
    }
  }
  return results;
}

/**
 * The home page's Lighthouse mobile figures when the owner's picture is a 4000 px phone photo (the
 * sample's is a small generated one): the picture pipeline must keep LCP where the sample has it.
 */
async function ownerPictureLighthouse(runs, chromePath) {
  const { buildFromContent } = jiti('./e2e/support/build.ts');
  const { writeOwnerPhoto } = require('../../builder/media/ownerPhoto');
  const content = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-owner-'));
  fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  fs.rmSync(path.join(content, 'media', 'profile.jpg'));
  const photo = path.join(content, 'media', 'profile.png');
  await writeOwnerPhoto(photo);
  log('building the shell with a 4000 px owner photo');
  const { distRoot } = await buildFromContent(content, ['shell']);
  const preview = await startPreview({ distRoot });
  try {
    const ok = [];
    const errors = [];
    for (let run = 1; run <= runs; run += 1) {
      log(`Lighthouse mobile, owner picture, run ${run} of ${runs}`);
      const reportFile = path.join(REPORTS_DIR, `owner-picture-mobile-${run}.json`);
      // A failed run (Lighthouse's own NO_NAVSTART, say) is reported, not the end of the bench.
      await runLighthouse({ url: preview.url('shell'), preset: 'mobile', chromePath, reportFile }).then(
        ({ scripts, ...metrics }) => ok.push(metrics),
        (error) => errors.push(error.message),
      );
    }
    const media = path.join(distRoot, 'shell', 'static', 'media');
    const shipped = fs.readdirSync(media).filter((f) => f.startsWith('profile-')).map((f) => ({ file: f, bytes: fs.statSync(path.join(media, f)).size }));
    return { photoBytes: fs.statSync(photo).size, shipped, runs: ok, errors, median: { score: median(ok.map((m) => m.score)), lcp: median(ok.map((m) => m.lcp)) } };
  } finally {
    await preview.close();
    fs.rmSync(content, { recursive: true, force: true });
  }
}

async function main() {
  const startedAt = Date.now();
  const options = parseOptions(process.argv.slice(2));
  const chromePath = findChromium({ window: true });
  if (!chromePath) throw new Error('Chromium not found: run "sudo apt-get install -y chromium" or set CHROME_PATH.');
  // Every figure from the browser a visitor has: the switch timings too, not only Lighthouse's.
  process.env.CHROME_PATH = chromePath;
  if (options.build) {
    npmRun('build');
    npmRun('build:single');
  }
  const { launchBrowser } = jiti('./e2e/support/browser.ts');
  const preview = await startPreview();
  let single;
  try {
    single = await startStaticServer({ dir: path.join(ROOT, 'tools', 'bench', 'single', 'dist'), port: SINGLE_PORT });
    const urls = { federated: preview.url('shell'), single: single.url };

    const browser = await launchBrowser();
    let firstLoad;
    let sectionSwitch;
    let sectionSwitchMobile;
    let visits;
    let playStart;
    let chromiumVersion;
    let saveToScreen;
    try {
      chromiumVersion = browser.version();
      log('first load of the home page');
      firstLoad = { federated: await firstLoadOf(browser, urls.federated), single: await firstLoadOf(browser, urls.single) };
      sectionSwitch = await sectionSwitches(browser, urls, options.switchRuns);
      sectionSwitchMobile = await mobileTaps(browser, urls, options.switchRuns);
      log('first and repeat visit (service worker)');
      const { PAGE_HEADING_ID } = jiti('./shared/src/contract.ts');
  const { en } = jiti('./shared/src/i18n/catalogues/en.ts');
      visits = await measureFirstAndRepeatVisit(browser, preview, urls.federated, { title: en['page.experience'], headingId: PAGE_HEADING_ID });
      playStart = [];
      for (let run = 1; run <= options.switchRuns; run += 1) {
        log(`first click on Play to playing, run ${run} of ${options.switchRuns}`);
        playStart.push(await measurePlayStart(browser, urls.federated));
      }
      log(`npm start: ${SAVES} CV saves, each from the write to the open page`);
      saveToScreen = await measureSaveToScreen(browser, SAVES).catch((error) => ({ error: error.message.split('\n')[0] }));
    } finally {
      await browser.close();
    }
    const lighthouse = await lighthouseOf(urls, options.lighthouseRuns, chromePath);
    log('the CV parser, each form at the phone CPU speed');
    const cvParser = await measureCvParser(50);

    const cpus = os.cpus();
    const results = {
      generatedAt: new Date().toISOString(),
      note: 'Figures are for this machine only; compare runs made on the same machine.',
      machine: { cpus: cpus.length, cpuModel: cpus[0]?.model ?? 'unknown', platform: `${os.platform()} ${os.release()}`, node: process.version, chromium: chromiumVersion },
      lighthouseVersion: require('lighthouse/package.json').version,
      options,
      urls,
      firstLoad,
      visits,
      playStart: {
        median: median(playStart.map((r) => r.ms)),
        runs: playStart.filter((r) => typeof r.ms === 'number').map((r) => Math.round(r.ms)),
        errors: playStart.filter((r) => r.error).map((r) => r.error),
      },
      lighthouse,
      sectionSwitch,
      sectionSwitchMobile,
      saveToScreen,
      cvParser,
      lighthouseReports: REPORTS_DIR,
    };
    await preview.close();
    results.ownerPicture = await ownerPictureLighthouse(options.lighthouseRuns, chromePath);
    results.writingSite = await measureWritingSite({ lighthouseRuns: options.lighthouseRuns, chromePath, reportsDir: REPORTS_DIR, log });
    results.ratios = ratiosOf(results);
    results.durationSeconds = (Date.now() - startedAt) / 1000;
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    console.log(formatReport(results));
    log(`wrote ${path.relative(ROOT, RESULTS_FILE)}; Lighthouse reports in ${REPORTS_DIR}`);
    const lighthouseErrors = [...Object.values(lighthouse).flatMap((b) => Object.values(b).flatMap((p) => p.errors)), ...results.ownerPicture.errors, ...results.writingSite.lighthouse.errors];
    for (const error of lighthouseErrors) log(error);
  } finally {
    await single?.close();
    await preview.close();
  }
}

if (!reExecUnderLock()) {
  main().catch((error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
}
