#!/usr/bin/env node
/**
 * node tools/bench/postsSite.js [--count 1000] [--visits 3] [--lighthouse-runs 3]
 *
 * The sample site with `count` more posts of the owner's own (./markdownPosts.js, each with its
 * pictures), built and assembled as `npm run build:site` does and served by a header-less static
 * server: what a visitor meets on it.
 * - The Writing list at 4× slowed CPU: the longest task from the click on Writing until every post
 *   is in the list, apart: those that fill the list (from the one that shows its first post: issue
 *   50, at most 100 ms) and those that open the page before it (the remote's first load, as any
 *   section's); the time to its first post and to the whole list.
 * - Opening a post from the list: the JavaScript (gzip) fetched for it beyond the Writing page
 *   (issue 50: at most 8 KB).
 * - A post's own document, Lighthouse mobile: score, FCP and LCP (issue 50: 100, LCP = FCP).
 * Needs `npm run build` first (the engine) and Chromium. Prints JSON. A script, not a test: its
 * times depend on the machine.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { APPS, ROOT } = require('../../builder/apps');
const { findChromium } = require('../../builder/system/find-chromium');
const { jiti } = require('../jiti');
const { runLighthouse } = require('./lighthouse');
const { generatePosts } = require('./markdownPosts');
const { median } = require('./stats');

const PORT = 8096;
const CPU_SLOWDOWN = 4;

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

/** The sample content with the generated posts beside its own (the same picture beside each). */
async function contentWithPosts(count) {
  const content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-posts-')), 'content');
  fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  const sharp = require('sharp');
  const picture = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#97b4e4' } }).png().toBuffer();
  for (const post of generatePosts(count)) {
    const file = path.join(content, 'posts', post.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, post.text);
    for (const beside of post.pictures) fs.writeFileSync(path.join(content, 'posts', beside), picture);
  }
  return content;
}

/** The one-origin site of that content, served at the root. */
async function servedSite(content, log) {
  const { buildFromContent, withContentDir } = jiti('./e2e/support/build.ts');
  const { startPlainStaticServer } = jiti('./e2e/support/hosts.ts');
  const { assembleSite } = require('../../builder/hosting/assembleSite');
  log('building the shell and the writing remote with the posts');
  const started = Date.now();
  const build = await buildFromContent(content, ['shell', 'remote_writing']);
  const buildSeconds = (Date.now() - started) / 1000;
  for (const name of ['remote_cv', 'remote_projects', 'remote_music']) fs.cpSync(path.join(ROOT, APPS[name].dir, 'dist'), path.join(build.distRoot, APPS[name].dir), { recursive: true });
  const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-posts-site-')), 'site');
  await withContentDir(content, () => assembleSite({ distRoot: build.distRoot, outDir }));
  const host = await startPlainStaticServer({ root: outDir, mountPath: '/', port: PORT });
  return { host, outDir, buildSeconds };
}

/** The Writing list and a post opened from it, at 4× slowed CPU. */
async function visitWriting(host, outDir, total) {
  const { launchBrowser } = jiti('./e2e/support/browser.ts');
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto(host.url, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('portfolio:interactive').length > 0);
    // Where the Writing button is, found before the CPU is slowed: the click is a plain mouse click.
    const writing = await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Writing' }).boundingBox();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(() => {
      const record = window;
      record.benchTasks = [];
      new PerformanceObserver((list) => record.benchTasks.push(...list.getEntries().map((entry) => [entry.startTime, entry.duration]))).observe({ type: 'longtask' });
      // When the list's first post is on the page: the tasks before it open the page (the remote's
      // first load, as for any section), those after it fill the list.
      const shown = new MutationObserver(() => {
        if (!document.querySelector('.writing-list > li')) return;
        record.benchFirstPost = performance.now();
        shown.disconnect();
      });
      shown.observe(document.body, { childList: true, subtree: true });
    });
    const clickedAt = await page.evaluate(() => performance.now());
    const clicked = Date.now();
    await page.mouse.click(writing.x + writing.width / 2, writing.y + writing.height / 2);
    // Waited for by a query, not a role locator: Playwright's accessibility queries run in the page
    // and would be long tasks of their own in what is measured.
    await page.waitForFunction(() => document.querySelector('.writing-list > li'), null, { timeout: 60_000 });
    const firstPostMs = Date.now() - clicked;
    await page.waitForFunction((count) => document.querySelectorAll('.writing-list > li').length >= count, total, { timeout: 120_000 });
    const wholeListMs = Date.now() - clicked;
    // A moment for the last batch's task to be reported.
    await page.waitForTimeout(500);
    const { timed, firstPostAt } = await page.evaluate(() => ({ timed: window.benchTasks, firstPostAt: window.benchFirstPost }));
    const tasks = timed.map(([, duration]) => duration);
    // A task that ends after the first post showed is the list's (the one that rendered it too).
    const listed = ([start, duration]) => start + duration > firstPostAt;
    const listTasks = timed.filter(listed).map(([, duration]) => duration);
    const openingTasks = timed.filter((task) => !listed(task)).map(([, duration]) => duration);
    // When each long task began, from the click, with how long it took: which part of the visit it is.
    const taskTimes = timed.map(([start, duration]) => [Math.round(start - clickedAt), Math.round(duration)]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const before = scripts.length;
    const list = page.getByRole('list', { name: 'Posts' }).locator(':scope > li');
    await list.nth(1).getByRole('link').click();
    await page.locator('article.post').waitFor({ timeout: 30_000 });
    const postScripts = [...new Set(scripts.slice(before))];
    const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
    return {
      listed: await page.evaluate(() => document.querySelectorAll('.writing-list > li').length),
      firstPostMs,
      wholeListMs,
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
      longTasks: tasks.length,
      longestListTaskMs: Math.round(Math.max(0, ...listTasks)),
      longestOpeningTaskMs: Math.round(Math.max(0, ...openingTasks)),
      taskTimes,
      openPostJsGzip: postScripts.reduce((sum, file) => sum + gzip(file), 0),
      openPostScripts: postScripts,
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const count = Number(option('--count', 1000));
  const lighthouseRuns = Number(option('--lighthouse-runs', 3));
  const visitCount = Number(option('--visits', 3));
  const log = (line) => console.error(`… ${line}`);
  const content = await contentWithPosts(count);
  const { host, outDir, buildSeconds } = await servedSite(content, log);
  try {
    const index = JSON.parse(fs.readFileSync(path.join(outDir, 'writing', 'content.json'), 'utf8')).posts;
    const total = JSON.parse(fs.readFileSync(path.join(outDir, 'writing', index), 'utf8')).length;
    log(`the Writing list of ${total} posts at ${CPU_SLOWDOWN}× slowed CPU, then a post`);
    const visits = [];
    for (let visit = 1; visit <= visitCount; visit += 1) {
      log(`visit ${visit} of ${visitCount}`);
      visits.push(await visitWriting(host, outDir, total));
    }
    const visitMedian = (key) => median(visits.map((visit) => visit[key]));
    const writing = {
      median: Object.fromEntries(['firstPostMs', 'wholeListMs', 'longestListTaskMs', 'longestOpeningTaskMs', 'openPostJsGzip'].map((key) => [key, visitMedian(key)])),
      longestListTaskMsEach: visits.map((visit) => visit.longestListTaskMs),
      visits,
    };
    const chromePath = findChromium({ window: true });
    const post = `${host.url}posts/typed-event-maps/`;
    const runs = [];
    const errors = [];
    for (let run = 1; run <= lighthouseRuns; run += 1) {
      log(`Lighthouse mobile on ${post}, run ${run} of ${lighthouseRuns}`);
      await runLighthouse({ url: post, preset: 'mobile', chromePath, reportFile: path.join(os.tmpdir(), 'bench-posts-lighthouse', `post-${run}.json`) }).then(
        ({ scripts: _scripts, ...metrics }) => runs.push(metrics),
        (error) => errors.push(error.message),
      );
    }
    const medianOf = (key) => median(runs.map((metrics) => metrics[key]));
    console.log(
      JSON.stringify(
        {
          posts: total,
          buildSeconds,
          writing,
          postDocument: { url: post, lighthouse: { runs, errors, median: runs.length ? { score: medianOf('score'), fcp: medianOf('fcp'), lcp: medianOf('lcp') } : null } },
        },
        null,
        1,
      ),
    );
  } finally {
    await host.close();
    fs.rmSync(path.dirname(content), { recursive: true, force: true });
    fs.rmSync(path.dirname(outDir), { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
