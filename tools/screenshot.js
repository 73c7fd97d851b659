#!/usr/bin/env node
/**
 * `npm run screenshot [-- <file.png>]`: the README's picture of the home page (docs/screenshot.png
 * by default), taken from the production build (`npm run build` first) in Debian's Chromium, at a
 * laptop's size, once the page is live.
 */
const path = require('node:path');
const { chromium } = require('playwright-core');
const { ROOT } = require('../build/apps');
const { jiti } = require('../build/jiti');
const { startPreview } = require('./preview/server');
const { findChromium } = require('./system/find-chromium');

async function main() {
  const { INTERACTIVE_MARK } = jiti('./shared/src/contract.ts');
  const out = path.resolve(process.argv[2] || path.join(ROOT, 'docs', 'screenshot.png'));
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: run "node tools/system/ensure-chromium.js" or set CHROME_PATH.');
  const preview = await startPreview();
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    await page.goto(preview.url('shell'));
    await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, INTERACTIVE_MARK);
    await page.screenshot({ path: out });
    console.log(`Wrote ${path.relative(process.cwd(), out)}`);
  } finally {
    await browser.close();
    await preview.close();
  }
}

main().catch((error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
