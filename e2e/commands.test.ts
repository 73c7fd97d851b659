/**
 * The commands the README and docs/ tell a reader to type, run as typed (tools/docs.test.js checks
 * that every documented command is run here, by `npm test` or by CI). Each is judged by what its
 * user sees: a page that answers, a file written, a clean exit.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start as startFakeFeed } from '../tools/fake-feed/server';
import { firstAnswer, firstResponse, ROOT, runCommand, runToEnd, type RunningCommand } from './support/command';

const OWNER = 'Mira Kestrel';
const GITHUB_USER = 'mira-kestrel-example';

/** A server left over from something else would answer for the command under test. */
async function expectNothingOn(port: number) {
  const answered = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );
  expect({ port, inUse: answered }).toEqual({ port, inUse: false });
}

let running: RunningCommand | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

const temporary = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

describe('servers', () => {
  it('`npm start` serves the site from the five dev servers', async () => {
    await expectNothingOn(3000);
    running = runCommand('npm start');
    expect(await firstAnswer('http://localhost:3000/', running, 240_000)).toContain(`<title>${OWNER}`);
    const manifest = JSON.parse(await firstAnswer('http://localhost:3001/mf-manifest.json', running, 60_000));
    expect(manifest.name).toBe('remote_cv');
    for (const port of [3002, 3003, 3004]) expect(await firstAnswer(`http://localhost:${port}/mf-manifest.json`, running, 60_000)).toContain('remote_');
  }, 300_000);

  it('`npm run serve` serves the production builds as separate origins', async () => {
    running = runCommand('npm run serve');
    expect(await firstAnswer('http://localhost:8080/', running, 30_000)).toContain(OWNER);
    expect(JSON.parse(await firstAnswer('http://localhost:8081/mf-manifest.json', running, 10_000)).name).toBe('remote_cv');
    expect(JSON.parse(await firstAnswer('http://localhost:8084/mf-manifest.json', running, 10_000)).name).toBe('remote_writing');
  });

  it('`npm run serve -- --base /portfolio/` serves the shell under a sub-path', async () => {
    running = runCommand('npm run serve -- --base /portfolio/');
    expect(await firstAnswer('http://localhost:8080/portfolio/', running, 30_000)).toContain(OWNER);
  });

  it('`npm run serve:site` serves site/ as one origin', async () => {
    running = runCommand('npm run serve:site');
    expect(await firstAnswer('http://localhost:8080/', running, 30_000)).toContain(OWNER);
    expect(JSON.parse(await firstAnswer('http://localhost:8080/cv/mf-manifest.json', running, 10_000)).name).toBe('remote_cv');
  });

  it('`folio serve:site` stopped alone (a kill of its process, not of its group) stops the server it started', async () => {
    const folio = spawn(process.execPath, [join(ROOT, 'cli', 'folio.js'), 'serve:site'], { cwd: ROOT, stdio: 'ignore' });
    const answers = async () => fetch('http://localhost:8080/').then((response) => response.ok, () => false);
    const deadline = Date.now() + 30_000;
    while (!(await answers()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await answers()).toBe(true);
    const exited = new Promise((resolve) => folio.on('exit', resolve));
    folio.kill('SIGTERM');
    await exited;
    expect(await answers()).toBe(false);
  });

  it('`npm run serve:site -- --base /portfolio/` serves site/ under a sub-path', async () => {
    running = runCommand('npm run serve:site -- --base /portfolio/');
    expect(await firstAnswer('http://localhost:8080/portfolio/', running, 30_000)).toContain(OWNER);
    expect(JSON.parse(await firstAnswer('http://localhost:8080/portfolio/cv/mf-manifest.json', running, 10_000)).name).toBe('remote_cv');
  });

  it('`npm run fake-github` answers like the GitHub API, and `-- --mode rate-limit` like a rate-limited one', async () => {
    running = runCommand('npm run fake-github');
    const repos = JSON.parse(await firstAnswer(`http://localhost:8090/users/${GITHUB_USER}/repos?per_page=100`, running, 30_000));
    expect(repos.length).toBeGreaterThan(0);
    await running.stop();

    running = runCommand('npm run fake-github -- --mode rate-limit');
    const limited = await firstResponse(`http://localhost:8090/users/${GITHUB_USER}/repos`, running, 30_000);
    expect(limited.status).toBe(403);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');

    await runToEnd("curl -X POST 'http://localhost:8090/__control/mode?mode=500'");
    expect((await fetch(`http://localhost:8090/users/${GITHUB_USER}/repos`)).status).toBe(500);
  });
});

describe('installing', () => {
  it('`npm install` leaves the lock file as it is', async () => {
    const lockFile = () => readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
    const before = lockFile();
    await runToEnd('npm install');
    expect(lockFile() === before).toBe(true);
  }, 180_000);
});

describe('build and deploy steps', () => {
  it('`npm run scan:secrets` finds no token in the builds', async () => {
    expect(await runToEnd('npm run scan:secrets')).toMatch(/\d+ files scanned in 5 folders: no secrets/);
  });

  it('`npm run snapshot` writes the projects snapshot without a rebuild', async () => {
    const distRoot = temporary('portfolio-snapshot-');
    try {
      const output = await runToEnd('npm run snapshot', { env: { DIST_ROOT: distRoot } });
      expect(output).toMatch(/Wrote .*projects-snapshot\.json \(\d+ projects/);
      const snapshot = JSON.parse(readFileSync(join(distRoot, 'remote-projects', 'projects-snapshot.json'), 'utf8'));
      expect(snapshot.items.length).toBeGreaterThan(0);
    } finally {
      rmSync(distRoot, { recursive: true, force: true });
    }
  });

  it('`npm run snapshot` also reads the owner\'s feed again, into the writing remote\'s snapshot and covers', async () => {
    const feed = await startFakeFeed();
    const distRoot = temporary('portfolio-snapshot-');
    const content = temporary('portfolio-writing-content-');
    try {
      cpSync(join(ROOT, 'content'), content, { recursive: true });
      const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
      writeFileSync(join(content, 'site.json'), JSON.stringify({ ...site, writing: { feed: `${feed.url}/atom.xml`, limit: 3 } }));
      const output = await runToEnd('npm run snapshot', { env: { DIST_ROOT: distRoot, CONTENT_DIR: content, WRITING_CACHE_DIR: temporary('portfolio-writing-cache-') } });
      expect(output).toMatch(/Wrote .*writing-snapshot\.json \(3 posts, taken /);
      const snapshot = JSON.parse(readFileSync(join(distRoot, 'remote-writing', 'writing-snapshot.json'), 'utf8'));
      expect(snapshot.posts.map((post: { title: string }) => post.title)).toEqual([
        'Offline-first forms that never lose a word',
        'Notes from splitting a site into micro-frontends',
        'Picking an accent colour that passes contrast in both themes',
      ]);
      expect(readdirSync(join(distRoot, 'remote-writing', 'covers'))).toHaveLength(2);
    } finally {
      await feed.close();
      rmSync(distRoot, { recursive: true, force: true });
      rmSync(content, { recursive: true, force: true });
    }
  });

  it('`npm run keep-previous -- .previous-site site` carries the last deploy over', async () => {
    rmSync(join(ROOT, '.previous-site'), { recursive: true, force: true });
    try {
      await runToEnd('npm run keep-previous -- .previous-site site');
      expect(existsSync(join(ROOT, '.previous-site', 'index.html'))).toBe(true);
    } finally {
      rmSync(join(ROOT, '.previous-site'), { recursive: true, force: true });
    }
  });

  it('`npm run media:prepare` makes the background videos web-ready', async () => {
    const content = temporary('portfolio-prepare-');
    try {
      cpSync(join(ROOT, 'content'), content, { recursive: true });
      const output = await runToEnd('npm run media:prepare', { env: { CONTENT_DIR: content } });
      expect(output).toMatch(/Preparing background videos in /);
      expect(output).toMatch(/experience: /);
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('developer tools', () => {
  it('`npm run fixtures` regenerates the browser tests\' snapshot as committed', async () => {
    await runToEnd('npm run fixtures');
    const changed = execFileSync('git', ['diff', '--stat', '--', 'tools/fake-github/fixture-snapshot.json'], { cwd: ROOT, encoding: 'utf8' });
    expect(changed).toBe('');
  });

  it('`npm run screenshot` pictures the live home page', async () => {
    const folder = temporary('portfolio-screenshot-');
    try {
      await runToEnd(`npm run screenshot -- ${join(folder, 'home.png')}`);
      const png = readFileSync(join(folder, 'home.png'));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(1280);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('`npm run bench:cv` measures the CV parser', async () => {
    // Five parses per figure, not the usual 200: this proves the command, not the figures.
    const output = await runToEnd('npm run bench:cv -- --runs 5');
    expect(output).toMatch(/parse/i);
    expect(output).toMatch(/"runs": 5\b/);
  }, 180_000);
});
