#!/usr/bin/env node
/**
 * `folio`: the owner's command line (npm start, npm run build… in this repository call it too).
 * It runs in the owner's project folder, the one that holds content/; the engine is this package.
 */
process.env.FOLIO_PROJECT_DIR ||= process.cwd();

const { run } = require('./run');

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`✖ ${error.message}`);
    process.exitCode = 1;
  },
);
