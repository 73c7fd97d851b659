#!/usr/bin/env node
/**
 * npm create @folio-federation@latest [folder] -- [options]: creates a portfolio site whose folder
 * holds only its content, the engine being the @folio-federation/core package; with --part, a part's
 * repository (a React page the site composes at run time). `--help` lists the options.
 */
const { run } = require('./src/main');

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`${error.stack || error}\n`);
    process.exitCode = 1;
  },
);
