/**
 * The owner's verbs: what each does, its options (node:util parseArgs form) and its help text. One
 * table, so `folio --help`, `folio <verb> --help` and the dispatch in run.js never disagree.
 */
const { APPS } = require('../builder/apps');

/** An app as the command line names it: shell, cv, projects, music, writing. */
const APP_NAMES = Object.fromEntries(Object.entries(APPS).map(([name, app]) => [app.key || 'shell', name]));

const BASE = { base: { type: 'string', value: '<path>', help: 'serve under a sub-path, as GitHub Pages does (default /, or SHELL_BASE_PATH)' } };

/** @type {Record<string, {summary: string, details: string[], options: Record<string, {type: 'string'|'boolean', multiple?: boolean, value?: string, help: string}>}>} */
const VERBS = {
  start: {
    summary: 'run the site on ./content with live content, at http://localhost:3000',
    details: [
      'Starts the five development servers (shell :3000, cv :3001, projects :3002, music :3003,',
      'writing :3004). Each save in content/ shows on the open page without a reload of the site.',
    ],
    options: {},
  },
  build: {
    summary: 'build each app for production into dist/<app>, each deployable on its own',
    details: ['Writes dist/shell, dist/remote-cv, dist/remote-projects, dist/remote-music and dist/remote-writing.'],
    options: { only: { type: 'string', multiple: true, value: '<app>', help: `build one app only (${Object.keys(APP_NAMES).join(', ')}); repeat for more` } },
  },
  'build:site': {
    summary: 'build every app, then the one-origin site in site/ (what GitHub Pages serves)',
    details: ['site/ holds the shell at its root, each remote in its own folder, and the host files (_headers, nginx.conf).'],
    options: {},
  },
  serve: {
    summary: 'serve the production builds as five origins (:8080 shell, :8081 cv, …) with production headers',
    details: ['Serves what `folio build` wrote in dist/.'],
    options: BASE,
  },
  'serve:site': {
    summary: 'serve site/ on :8080 with its production headers',
    details: ['Serves what `folio build:site` wrote in site/.'],
    options: BASE,
  },
  snapshot: {
    summary: 'refresh the Projects and Writing snapshots in the built remotes, without a rebuild',
    details: ['GITHUB_TOKEN, if set, raises GitHub\'s rate limit; it is sent to the API only and never written anywhere.'],
    options: {},
  },
  'keep-previous': {
    summary: "carry the previous deploy's hashed files into site/ for a week (a deploy step)",
    details: [
      'Hosts that replace the whole site on each deploy (GitHub Pages, Netlify) would delete the chunks',
      'that pages still open in a browser name. This copies those of the previous deploy that site/ lacks,',
      'then keeps site/ as the previous deploy for the next run (your deploy workflow caches that folder).',
    ],
    options: { previous: { type: 'string', value: '<folder>', help: "the previous deploy's copy (default .previous-site)" } },
  },
  check: {
    summary: 'build the site and visit every page of every language in Chromium, reporting what is wrong',
    details: [
      'Serves site/ on loopback and opens each page as a visitor does. Per page it reports whether it',
      'rendered, and its console errors, CSP violations and axe (WCAG 2.2 AA) violations. Exit code 1',
      'when any page failed. It uses the Chromium or Chrome on this machine (CHROME_PATH names another).',
    ],
    options: { 'no-build': { type: 'boolean', help: 'check site/ as it is, without building it first' } },
  },
  upgrade: {
    summary: 'migrate content/ to the content schema of the installed engine',
    details: [
      'After an update of @folio-federation/core that changed the content schema, the build says to run this.',
      'It prints each change it makes, and changes nothing else; run again, it finds nothing to do.',
    ],
    options: { check: { type: 'boolean', help: 'only report what it would change; exit code 1 when something is due' } },
  },
  'media:prepare': {
    summary: 'turn the videos in content/media/backgrounds/ into the web set the build prefers',
    details: ['Needs ffmpeg: the one on PATH (Debian: apt-get install ffmpeg), or `npm install --save-dev @ffmpeg-installer/ffmpeg`.'],
    options: {},
  },
  'part:start': {
    summary: "in a part's folder: its page on its own at http://localhost:3100, in the site's frame, live",
    details: [
      'Builds the part (src/Page.tsx) for development on each save and serves it: / shows its page as the',
      'site frames it (?lang=ar shows it in another language), and mf-manifest.json is what a site under',
      'npm start lists in content/site.json "parts" to compose this build; that page reloads on each save too.',
    ],
    options: { port: { type: 'string', value: '<port>', help: 'serve on another port (default 3100, or PORT)' } },
  },
  'part:build': {
    summary: "in a part's folder: build it into dist/ (mf-manifest.json, remoteEntry.js, static/), to deploy",
    details: ['A site lists the deployed mf-manifest.json in content/site.json "parts", or the dist/ folder with "from".'],
    options: {},
  },
  'part:test': {
    summary: "in a part's folder: check its types, then run its tests (src/**/*.test.tsx, Node.js's test runner)",
    details: ["Uses the part's own TypeScript and tsconfig.json."],
    options: {},
  },
};

function optionsHelp(options) {
  const rows = Object.entries({ ...options, help: { type: 'boolean', help: 'show this help' } }).map(([name, option]) => [
    `--${name}${option.value ? ` ${option.value}` : ''}`,
    option.help,
  ]);
  const width = Math.max(...rows.map(([flag]) => flag.length));
  return rows.map(([flag, help]) => `  ${flag.padEnd(width)}  ${help}`);
}

/** `folio --help`. */
function mainHelp(version) {
  const width = Math.max(...Object.keys(VERBS).map((verb) => verb.length));
  return [
    `folio ${version}: your portfolio, built from ./content`,
    '',
    'Usage: folio <command> [options]',
    '',
    'Commands:',
    ...Object.entries(VERBS).map(([verb, { summary }]) => `  ${verb.padEnd(width)}  ${summary}`),
    '',
    'folio <command> --help tells more. Run it in your site\'s folder, the one that holds content/,',
    "or the part:* commands in a part's folder (npm create @folio-federation@latest lab -- --part).",
  ].join('\n');
}

/** `folio <verb> --help`. */
function verbHelp(verb) {
  const { summary, details, options } = VERBS[verb];
  const flags = Object.keys(options).length > 0 ? ' [options]' : '';
  return [`Usage: folio ${verb}${flags}`, '', `${summary[0].toUpperCase()}${summary.slice(1)}.`, ...details, '', 'Options:', ...optionsHelp(options)].join('\n');
}

module.exports = { APP_NAMES, VERBS, mainHelp, verbHelp };
