/**
 * Runs a verb. Each runs what this repository's npm scripts ran before the command line existed,
 * in the same processes, so its messages and exit codes are theirs.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { PROJECT, ROOT, contentDir, displayPath, hasEngineSources, siteDir } = require('../builder/apps');
const { readArgs } = require('./args');
const { check } = require('./check');
const { upgrade } = require('./upgrade');
const { APP_NAMES, mainHelp, verbHelp } = require('./verbs');

const VERSION = require('../package.json').version;

/** The apps by their command-line name, in the order of the house. */
function appsNamed(only) {
  return Object.entries(APP_NAMES).filter(([short]) => !only || only.includes(short));
}

/** A node script of the engine, in this process's terminal. */
function script(file, args = []) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, file), ...args], { stdio: 'inherit' });
    // A signal to `folio` alone (a CI step's or a test's kill, not a terminal's Ctrl-C, which reaches
    // both) stops the server it started too, instead of leaving it on its port.
    const forward = (signal) => child.kill(signal);
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    for (const signal of signals) process.on(signal, forward);
    child.on('exit', (code, signal) => {
      for (const name of signals) process.off(name, forward);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

async function scripts(...runs) {
  for (const [file, args] of runs) {
    const code = await script(file, args);
    if (code !== 0) return code;
  }
  return 0;
}

const baseArgs = (options) => (options.base ? ['--base', options.base] : []);

/**
 * webpack in each app's folder, side by side (builder/webpack/eachApp.js): in the engine's repository
 * only, where webpack is; an owner's site never runs it.
 */
function webpackEach(apps, args, { group = false } = {}) {
  return script('builder/webpack/eachApp.js', [...(group ? ['--group'] : []), ...apps.map(([short]) => short), '--', ...args]);
}

/**
 * Whether `build` compiles the engine first: in the engine's own repository, where its sources are.
 * An owner's site uses the engine its package ships built, and builds its content alone.
 */
function buildsEngine() {
  return PROJECT === ROOT && hasEngineSources();
}

/**
 * The engine's apps (webpack), then each app's deployable folder from the content (no bundler). The
 * site build runs in this process: for an owner it is the whole build, and a process of its own
 * would cost a Node.js start and every module loaded twice.
 */
async function build(apps) {
  if (buildsEngine()) {
    const code = await webpackEach(apps, ['--mode', 'production'], { group: true });
    if (code !== 0) return code;
  }
  return require('../builder/site/buildSite').buildSite(apps.map(([, name]) => name));
}

const ACTIONS = {
  // Here, the dev servers recompile the code live; in an owner's site, the shipped apps are served.
  start: () => (buildsEngine() ? webpackEach(appsNamed(), ['serve', '--mode', 'development']) : script('builder/site/startSite.js')),
  build: (options) => build(appsNamed(options.only)),
  'build:site': async () => (await ACTIONS.build({})) || require('../builder/hosting/assembleSite').assembleSiteCommand(),
  serve: (options) => script('builder/preview/serve.js', baseArgs(options)),
  'serve:site': (options) => script('builder/preview/serve.js', ['--site', ...baseArgs(options)]),
  snapshot: () => scripts(['remote-projects/builder/snapshot.js'], ['builder/writing/snapshot.js']),
  'media:prepare': () => script('builder/media/prepare.js'),
  'keep-previous': (options) => script('builder/hosting/keepPrevious.js', [path.resolve(options.previous ?? '.previous-site'), siteDir()]),
  upgrade: (options) => upgrade(options),
  check: (options) => check(options, { buildSite: () => ACTIONS['build:site']() }),
  'part:start': (options) => startPartUntilStopped(options),
  'part:build': () => require('../builder/parts/partCommands').buildPart(),
  'part:test': () => require('../builder/parts/partCommands').testPart(),
};

/** A part's server, until Ctrl-C or a signal: its exit code then. */
async function startPartUntilStopped(options) {
  const port = options.port === undefined ? undefined : Number(options.port);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    console.error(`✖ folio part:start: --port ${options.port} is not a port (1-65535).`);
    return 1;
  }
  const server = await require('../builder/parts/partServer').startPart({ port });
  return new Promise((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => server.close().then(() => resolve(0)));
  });
}

/** Why the command line cannot run here, if it cannot: a folder with no content. */
function projectProblem() {
  const siteJson = path.join(contentDir(), 'site.json');
  if (fs.existsSync(siteJson)) return null;
  return [
    `There is no ${displayPath(siteJson)} here (${process.cwd()}).`,
    "Run folio in your site's folder, the one that holds content/, or create a site:",
    '  npm create @folio-federation@latest my-site',
  ].join('\n');
}

/**
 * @param {string[]} argv
 * @returns {Promise<number>} the exit code
 */
async function run(argv) {
  const args = readArgs(argv);
  if (args.error) {
    console.error(`✖ ${args.error}`);
    return 1;
  }
  if (args.version) {
    console.log(VERSION);
    return 0;
  }
  if (args.help) {
    console.log(args.verb ? verbHelp(args.verb) : mainHelp(VERSION));
    return 0;
  }
  // A part's folder has no content/: its commands say themselves what they miss (PartProjectError).
  const problem = args.verb.startsWith('part:') ? null : projectProblem();
  if (problem) {
    console.error(`✖ ${problem}`);
    return 1;
  }
  try {
    return await ACTIONS[args.verb](args.options);
  } catch (error) {
    if (error.name !== 'PartProjectError') throw error;
    console.error(`✖ ${error.message}`);
    return 1;
  }
}

module.exports = { run };
