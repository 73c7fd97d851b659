/**
 * node builder/webpack/eachApp.js [--group] <shell|cv|projects|music|writing>… -- <webpack arguments>
 * webpack in each app's folder, side by side, each line prefixed with the app's name (`--group`: each
 * app's lines together, once it ends). The engine build's and this repository's dev servers'; `folio`
 * runs it where the engine's sources are (cli/run.js), never in an owner's site.
 */
const path = require('node:path');
const { concurrently } = require('concurrently');
const { APPS, ROOT } = require('../apps');

const COLOURS = { shell: 'blue', cv: 'green', projects: 'magenta', music: 'yellow', writing: 'cyan' };
/** The .bin folder beside webpack-cli. */
const BIN = path.join(path.dirname(require.resolve('webpack-cli/package.json')), '..', '.bin');

async function webpackEach(shorts, args, { group }) {
  const named = Object.fromEntries(Object.entries(APPS).map(([name, app]) => [app.key || 'shell', name]));
  const commands = shorts.map((short) => ({
    name: short,
    prefixColor: COLOURS[short],
    cwd: path.join(ROOT, APPS[named[short]].dir),
    command: ['webpack', ...args].join(' '),
    env: { PATH: `${BIN}${path.delimiter}${process.env.PATH}` },
  }));
  try {
    await concurrently(commands, { killOthersOn: ['failure'], group }).result;
    return 0;
  } catch {
    return 1;
  }
}

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const before = argv.slice(0, split);
webpackEach(
  before.filter((arg) => arg !== '--group'),
  argv.slice(split + 1),
  { group: before.includes('--group') },
).then((code) => {
  process.exitCode = code;
});
