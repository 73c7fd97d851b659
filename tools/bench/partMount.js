#!/usr/bin/env node
/**
 * node tools/bench/partMount.js [--runs 5]
 *
 * What mounting a part of the owner's own costs a visitor against the site's own remotes, in one
 * run (issue 51: no more than they do). The example part (examples/part, webpack) is built and
 * served from its own origin by a static host that lets any page read its files, as GitHub Pages
 * does; the sample site lists it in `parts` and is served by the preview server. Each run, in fresh
 * browser contexts, alternating: the click on Experience (the CV remote) and on the part, cold and
 * then warm (sectionSwitch.js: from the click to the frame painted with the page's content), on a
 * desktop; and cold on a throttled phone, tapped. Needs `npm run build` first and Chromium. Prints
 * JSON (medians, and each run). A script, not a test: its times depend on the machine.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT } = require('../../builder/apps');
const { findChromium } = require('../../builder/system/find-chromium');
const { jiti } = require('../jiti');
const { measureMobileTap, measureSwitch } = require('./sectionSwitch');
const { median } = require('./stats');

const PART_PORT = 8099;
const PAGE_HEADING_ID = 'page-heading';

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

async function main() {
  const runs = Number(option('--runs', '5'));
  const log = (line) => console.error(`[part-mount] ${line}`);
  const { buildFromContent, copySampleContent } = jiti('./e2e/support/build.ts');
  const { startPlainStaticServer } = jiti('./e2e/support/hosts.ts');
  const { startPreview } = require('../../builder/preview/server');
  const { chromium } = require('playwright-core');

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-part-'));
  const partDist = path.join(work, 'part');
  log('building the example part with webpack');
  execFileSync(process.execPath, [path.join(ROOT, 'e2e', 'support', 'buildPart.js'), 'webpack', partDist], { stdio: 'inherit' });
  const host = await startPlainStaticServer({ root: partDist, mountPath: '/', port: PART_PORT, cors: true });
  const content = path.join(work, 'content');
  copySampleContent(content);
  const site = JSON.parse(fs.readFileSync(path.join(content, 'site.json'), 'utf8'));
  site.parts = [{ title: 'Lab', manifest: `http://localhost:${PART_PORT}/mf-manifest.json` }];
  fs.writeFileSync(path.join(content, 'site.json'), JSON.stringify(site, null, 2));
  log('building the shell with the part');
  const build = await buildFromContent(content, ['shell']);
  const preview = await startPreview({ distRoot: build.distRoot });
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  const pages = { remote: 'Experience', part: 'Lab' };
  const results = { remote: [], part: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      // Alternating which goes first, so neither always meets a warmer machine.
      const order = run % 2 === 0 ? ['remote', 'part'] : ['part', 'remote'];
      for (const kind of order) {
        const target = { title: pages[kind], headingId: PAGE_HEADING_ID };
        const { cold, warm } = await measureSwitch(browser, preview.url('shell'), target);
        const phone = await measureMobileTap(browser, preview.url('shell'), target);
        const entry = { cold: cold.ms ?? cold.error, warm: warm.ms ?? warm.error, phoneCold: phone.ms ?? phone.error };
        results[kind].push(entry);
        log(`run ${run + 1} ${pages[kind]}: ${JSON.stringify(entry)}`);
      }
    }
  } finally {
    await browser.close();
    await preview.close();
    await host.close();
  }
  const summary = (list) => ({ coldMs: median(list.map((entry) => entry.cold)), warmMs: median(list.map((entry) => entry.warm)), phoneColdMs: median(list.map((entry) => entry.phoneCold)) });
  console.log(JSON.stringify({ runs, remote: { page: pages.remote, ...summary(results.remote) }, part: { page: pages.part, ...summary(results.part) }, each: results }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
