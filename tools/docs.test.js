/**
 * @jest-environment node
 *
 * The docs tell the truth about commands: every command a reader is told to type (a line of an
 * ```sh block in README.md or docs/) is run by CI (.ci/run, .github/workflows/ci.yml), by
 * `npm test`, or by e2e/commands.test.ts, exactly as written; the few that cannot be are listed below
 * with what proves them instead. Every `npm run <script>` anywhere in the docs names a real script.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const DOCS = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`), 'examples/cv/README.md'];
const WORKSPACES = JSON.parse(read('package.json')).workspaces;
const scriptsOf = (place) => JSON.parse(read(path.join(place, 'package.json'))).scripts ?? {};

/** The commands of the ```sh blocks: continuation lines joined, comments dropped, `a && b` split. */
function documentedCommands(markdown) {
  const commands = [];
  for (const [, block] of markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    for (const line of block.replace(/\\\n\s*/g, ' ').split('\n')) {
      const command = line.replace(/(^|\s)#.*$/, '').trim();
      if (command) commands.push(...command.split(' && ').map((part) => part.trim()));
    }
  }
  return commands;
}

/** A command as run, without install flags or output plumbing that do not change what it does. */
const normalise = (command) =>
  command
    .replace(/\s--no-(audit|fund)\b/g, '')
    .replace(/\s*(2>&1|\|).*$/, '')
    .trim();

/** Commands that CI itself runs. */
function ciCommands() {
  const fromRun = [...read('.ci/run').matchAll(/^\s*(?:if ! )?(npm (?:ci|test)\b[^;|\n]*)/gm)].map((match) => match[1]);
  const fromWorkflow = [...read('.github/workflows/ci.yml').matchAll(/^\s+- run: (.+)$/gm)].map((match) => match[1]);
  return ['.ci/run', ...fromRun, ...fromWorkflow].map(normalise);
}

/** Commands the commands browser test runs as written. */
function testedCommands() {
  return [...read('e2e/commands.test.ts').matchAll(/run(?:Command|ToEnd)\((['"])(.+?)\1/g)].map((match) => match[2]);
}

const APP_FOLDERS = WORKSPACES.filter((place) => place === 'shell' || place.startsWith('remote-'));

/**
 * What a verb of the command line (cli/run.js) runs, as the npm scripts it stands for: webpack in
 * each app's folder as the app's own dev and build scripts run it (checked below), and build:site
 * the build first.
 */
const FOLIO_STEPS = {
  start: APP_FOLDERS.map((app) => `npm run dev -w ${app}`),
  build: APP_FOLDERS.map((app) => `npm run build -w ${app}`),
  'build:site': ['npm run build'],
};

/** What an npm script runs in turn: its `npm run …` steps, also inside concurrently's quoted commands. */
function innerCommands(command) {
  const match = command.match(/^(?:[A-Z_]+=\S+ )*npm (?:run ([\w:-]+)|(test|start))(?: -w (\S+))?$/);
  if (!match) return [];
  const script = match[1] ?? match[2];
  const body = scriptsOf(match[3] ?? '.')[script];
  if (body === undefined) return [];
  const verb = body.match(/^node cli\/folio\.js ([\w:-]+)$/)?.[1];
  return [
    ...body.split(' && ').map((step) => step.trim()),
    ...[...body.matchAll(/"(npm run [^"]+)"/g)].map((quoted) => quoted[1]),
    ...(FOLIO_STEPS[verb] ?? []),
  ].flatMap((step) => [step, step.replace(/^(?:[A-Z_]+=\S+ )+/, '')]);
}

function runCommands() {
  const seen = new Set();
  const queue = [...ciCommands(), ...testedCommands()];
  while (queue.length) {
    const command = queue.pop();
    if (seen.has(command)) continue;
    seen.add(command);
    queue.push(...innerCommands(command));
  }
  return seen;
}

/**
 * Documented commands no test runs as written, each with the file and the words that show what
 * does prove it.
 */
const PROVEN_ELSEWHERE = {
  'CONTENT_DIR=/path/to/folder npm run build': ['e2e/support/build.ts', /CONTENT_DIR: contentDir/],
  'CONTENT_DIR=/path/to/folder npm start': ['e2e/live-content.test.ts', /runCommand\('npm start', \{ env: \{ CONTENT_DIR: content \} \}\)/],
  'CONTENT_DIR=examples/cv/moderncv npm start': ['e2e/live-content.test.ts', /cpSync\(join\(ROOT, 'examples', 'cv', 'moderncv'\), content[\s\S]*runCommand\('npm start', \{ env: \{ CONTENT_DIR: content \} \}\)/],
  'REMOTE_CV_URL=https://cv.example.dev/ npm run build': ['builder/remotes.test.js', /withEnv\(\{ REMOTE_CV_URL: 'https:\/\/cv\.example\.dev\/' \}/],
  'npm run build:strict': ['e2e/media.test.ts', /strictBuild = buildFromContent\(content, \['remote_cv'\], \{ CI: '', MEDIA_STRICT: '1' \}\)[\s\S]*await expect\(strictBuild\)\.rejects/],
  'GITHUB_API_URL=http://localhost:8090 npm start': ['package.json', /GITHUB_API_URL=http:\/\/localhost:8090 /],
  'CHROME_PATH=/usr/bin/google-chrome npm run test:e2e': ['builder/system/find-chromium.js', /process\.env\.CHROME_PATH/],
  'sudo apt-get install -y chromium-headless-shell': ['tools/system/ensure-chromium.js', /debianPackage: 'chromium-headless-shell'/],
  'sudo apt-get install -y chromium': ['builder/system/find-chromium.js', /const BROWSERS = \[\s*'\/usr\/bin\/chromium'/],
  'sudo apt-get install -y nginx': ['tools/system/ensure-nginx.js', /debianPackage: 'nginx'/],
  // Run with fewer parses per figure: the test proves the command, not the figures.
  'npm run bench:cv': ['e2e/commands.test.ts', /runToEnd\('npm run bench:cv -- --runs 5'\)/],
  'sudo cp site/nginx.conf /etc/nginx/conf.d/portfolio.conf': ['e2e/go-live.test.ts', /placeServerBlock/],
  // An owner's site, run from a registry on loopback; without prompts (--yes), as a script would.
  // From a clone, before a release: its own browser test builds the site it makes.
  'npm run create:local -- ../my-site': ['e2e/create-local.test.ts', /runToEnd\(`npm run create:local -- \$\{site\} --yes /],
  'npm create @folio-federation@latest my-site': ['e2e/create-site.test.ts', /runToEnd\(`npm create @folio-federation@latest my-site -- --yes /],
  // A part's repository, made as a new user makes it, then its own test, build and start there.
  'npm create @folio-federation@latest lab -- --part': ['e2e/create-part.test.ts', /runToEnd\('npm create @folio-federation@latest lab -- --part --yes', \{ cwd: parent/],
  'npm update @folio-federation/core': ['e2e/create-site.test.ts', /runToEnd\('npm update @folio-federation\/core', \{ cwd: site/],
  'npx folio upgrade': ['e2e/create-site.test.ts', /runToEnd\('npx folio upgrade', \{ cwd: site/],
  // In the created site, on the build just made; the same command line as this repository's script.
  'npm run check': ['e2e/create-site.test.ts', /runToEnd\('npm run check -- --no-build', \{ cwd: site/],
};

/** Documented commands that nothing runs, and why. */
const NOT_RUN = {
  'npm run bench': 'builds twice and measures for about five minutes; its parts are unit-tested in tools/bench/',
  'npm run bench -- --no-build': 'as npm run bench',
  'npm run bench -- --lighthouse-runs 3 --switch-runs 7': 'as npm run bench',
  'node tools/real-posts/site.js': "needs local mirrors of nine real blogs, which stay out of the repository (they are other people's writing)",
  'node tools/real-posts/site.js --rtl': 'as node tools/real-posts/site.js',
  'node tools/real-posts/site.js --only gaearon/overreacted.io': 'as node tools/real-posts/site.js',
  'npm run bench:posts': 'builds a site of 1,000 posts and runs Lighthouse on it for minutes; what it measures in a browser (the post documents, the Writing list, a post opened) e2e/posts.test.ts checks on a small site',
  'node tools/bench/partMount.js': 'times page switches in Chromium for minutes (the part against a remote of ours); what it opens e2e/parts.test.ts checks',
  'node tools/bench/ownerMachine.js --posts 1000': 'installs Astro from the registry and builds three sites of 1,000 posts three times each: a quarter of an hour',
  'npm run media': 'regenerates the committed sample media with ffmpeg, which nothing else needs',
  'npm run music': 'regenerates the committed sample tracks with sox and lame, which nothing else needs',
  'find /var/www/cv/static -type f -mtime +7 -delete': "housekeeping on the owner's own server",
};

const documented = DOCS.flatMap((file) => documentedCommands(read(file)).map((command) => ({ file, command })));

describe('the commands in README.md and docs/', () => {
  it('are found (the ```sh blocks are read)', () => {
    expect(documented.map(({ command }) => command)).toEqual(expect.arrayContaining(['npm ci', 'npm start', 'npm test']));
  });

  it('are each run by CI, npm test or the commands test, or listed here with what proves them', () => {
    const run = runCommands();
    const unproven = documented.filter(({ command }) => !run.has(command) && !(command in PROVEN_ELSEWHERE) && !(command in NOT_RUN));
    expect(unproven).toEqual([]);
  });

  it('that no test runs as written point at code that does what they say', () => {
    for (const [command, [file, evidence]] of Object.entries(PROVEN_ELSEWHERE)) expect({ command, proven: evidence.test(read(file)) }).toEqual({ command, proven: true });
  });

  it('listed here are still in the docs (no stale exceptions)', () => {
    const all = new Set(documented.map(({ command }) => command));
    for (const command of [...Object.keys(PROVEN_ELSEWHERE), ...Object.keys(NOT_RUN)]) expect({ command, documented: all.has(command) }).toEqual({ command, documented: true });
  });

  it("stand for the apps' own scripts where the command line runs webpack in each app's folder", () => {
    const run = read('cli/run.js');
    expect(run).toMatch(/start: \(\) => \(buildsEngine\(\) \? webpackEach\(appsNamed\(\), \['serve', '--mode', 'development'\]\) : script\('builder\/site\/startSite\.js'\)\)/);
    expect(read('builder/webpack/eachApp.js')).toMatch(/command: \['webpack', \.\.\.args\]\.join\(' '\)/);
    expect(run).toMatch(/build: \(options\) => build\(appsNamed\(options\.only\)\)/);
    expect(run).toMatch(/async function build\(apps\) \{\n {2}if \(buildsEngine\(\)\) \{\n {4}const code = await webpackEach\(apps, \['--mode', 'production'\]/);
    expect(run).toMatch(/'build:site': async \(\) => \(await ACTIONS\.build\(\{\}\)\) \|\|/);
    expect(run).toMatch(/return require\('\.\.\/builder\/site\/buildSite'\)\.buildSite\(apps\.map\(\(\[, name\]\) => name\)\)/);
    for (const app of APP_FOLDERS) {
      const short = app === 'shell' ? 'shell' : app.replace('remote-', '');
      expect({ app, ...scriptsOf(app) }).toMatchObject({ app, dev: 'webpack serve --mode development', build: `webpack --mode production && node ../builder/site/buildSite.js ${short}` });
    }
  });

  it('name only npm scripts that exist, in the workspace they name', () => {
    for (const file of DOCS) {
      for (const [, script, workspace] of read(file).matchAll(/npm run ([\w:-]+)(?: -w ([\w-]+))?/g)) {
        const place = workspace ?? '.';
        expect({ file, script, place, exists: [...WORKSPACES, '.'].includes(place) && script in scriptsOf(place) }).toMatchObject({ exists: true });
      }
    }
  });
});

describe('the README', () => {
  const readme = read('README.md');

  it('opens with the two commands, before any other section', () => {
    const firstBlock = readme.match(/```sh\n([\s\S]*?)```/)[1];
    expect(documentedCommands(`\`\`\`sh\n${firstBlock}\`\`\``)).toEqual(['npm ci', 'npm start', 'npm test']);
    expect(readme.indexOf(firstBlock)).toBeLessThan(readme.indexOf('## Personalise'));
  });

  it('is short, and links every page of docs/', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    for (const page of DOCS.filter((file) => file.startsWith('docs/'))) expect(readme).toContain(`](${page})`);
  });

  it('links only to files that exist', () => {
    for (const file of DOCS) {
      for (const [, target] of read(file).matchAll(/\]\(((?!https?:|#|mailto:)[^)#\s]+)/g)) {
        expect({ file, target, exists: fs.existsSync(path.resolve(ROOT, path.dirname(file), target)) }).toMatchObject({ exists: true });
      }
    }
  });
});
