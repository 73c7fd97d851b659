#!/usr/bin/env node
/**
 * npm run serve [-- --base /portfolio/]
 * Serves the production builds as four origins: shell :8080, cv :8081, projects :8082, music :8083.
 * npm run serve:site [-- --base /portfolio/]
 * Serves the one-origin site/ (npm run build:site) on :8080 with its production headers.
 */
const { startPreview } = require('./server');
const { APPS, siteDir } = require('../apps');

function argValue(flag) {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const site = process.argv.includes('--site') ? siteDir() : undefined;

startPreview({ basePath: argValue('--base') || process.env.SHELL_BASE_PATH || '/', siteDir: site })
  .then((preview) => {
    for (const name of site ? ['shell'] : Object.keys(APPS)) console.log(`${name.padEnd(16)} ${preview.url(name)}`);
    console.log(`web-vitals beacons are appended to ${preview.vitalsFile}`);
    console.log(`\nOpen ${preview.url('shell')}  (Ctrl+C to stop)`);
  })
  .catch((error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
