#!/usr/bin/env node
/**
 * `npm run screenshot [-- <file.png>]`: the README's picture of the home page (docs/screenshot.png
 * by default), taken from the production build (`npm run build` first) in Debian's Chromium, at a
 * laptop's size, once the page is live. Chromium is started and awaited as the browser tests and
 * the bench do (e2e/support/).
 */
const path = require('node:path');
const { ROOT } = require('../builder/apps');
const { jiti } = require('./jiti');
const { startPreview } = require('../builder/preview/server');

async function main() {
  const { launchBrowser } = jiti('./e2e/support/browser.ts');
  const { appLive } = jiti('./e2e/support/site.ts');
  const out = path.resolve(process.argv[2] || path.join(ROOT, 'docs', 'screenshot.png'));
  const preview = await startPreview();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    await page.goto(preview.url('shell'));
    await appLive(page);
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
