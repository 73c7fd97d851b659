/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const BIN = path.join(__dirname, 'index.js');

let cwd;
beforeEach(() => {
  cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'create-bin-'));
});
afterEach(() => fs.rmSync(cwd, { recursive: true, force: true }));

/** The command as npm create runs it: node index.js, no terminal (stdin, stdout and stderr are pipes). */
const create = (args, env = {}) => spawnSync(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 30000 });

describe('create-folio-federation, run as a command', () => {
  it('is a node script', () => {
    expect(fs.readFileSync(BIN, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
    expect(fs.statSync(BIN).mode & 0o111).not.toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(__dirname, 'package.json'), 'utf8')).bin).toEqual({ 'create-folio-federation': 'index.js' });
  });

  it('--yes --no-install: creates my-site, exit code 0, its last lines what to run next', () => {
    const result = create(['--yes', '--no-install']);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    expect(result.stdout.trimEnd().split('\n').slice(-4)).toEqual(['Done. Next (the site then runs on http://localhost:3000):', '  cd my-site', '  npm install', '  npm start']);
    expect(JSON.parse(fs.readFileSync(path.join(cwd, 'my-site', 'package.json'), 'utf8')).name).toBe('my-site');
    expect(fs.existsSync(path.join(cwd, 'my-site', 'content', 'cv', 'cv.tex'))).toBe(true);
    expect(fs.existsSync(path.join(cwd, 'my-site', 'node_modules'))).toBe(false);
  });

  it('--part --yes --no-install: creates my-part, exit code 0, its last lines what to run next', () => {
    const result = create(['--part', '--yes', '--no-install']);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    expect(result.stdout.trimEnd().split('\n').slice(-4)).toEqual(['Done. Next (the part then runs on http://localhost:3100):', '  cd my-part', '  npm install', '  npm start']);
    expect(JSON.parse(fs.readFileSync(path.join(cwd, 'my-part', 'package.json'), 'utf8')).scripts.start).toBe('folio part:start');
    expect(fs.existsSync(path.join(cwd, 'my-part', 'src', 'Page.tsx'))).toBe(true);
  });

  it('without a terminal asks nothing even without --yes, and runs npm install with the npm that runs it', () => {
    const npm = path.join(cwd, 'fake-npm-cli.js');
    fs.writeFileSync(npm, "require('node:fs').writeFileSync('installed.txt', process.argv.slice(2).join(' ')); console.log('added 1 package');\n");
    const result = create(['site'], { npm_execpath: npm });
    expect(result.status).toBe(0);
    expect(fs.readFileSync(path.join(cwd, 'site', 'installed.txt'), 'utf8')).toBe('install --no-fund');
    expect(result.stdout).toContain('Installed @folio-federation/core');
    expect(result.stdout.trimEnd().split('\n').slice(-2)).toEqual(['  cd site', '  npm start']);
  });

  it('exit code 1 when npm install fails, with its last lines', () => {
    const npm = path.join(cwd, 'fake-npm-cli.js');
    fs.writeFileSync(npm, "console.error('npm error code ECONNREFUSED'); process.exitCode = 1;\n");
    const result = create(['site'], { npm_execpath: npm });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm error code ECONNREFUSED');
  });

  it('exit code 1 and nothing written for a mistake', () => {
    fs.mkdirSync(path.join(cwd, 'full'));
    fs.writeFileSync(path.join(cwd, 'full', 'keep.txt'), '');
    const result = create(['full', '--yes']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`The folder ${path.join(cwd, 'full')} already exists and is not empty (keep.txt)`);
    expect(fs.readdirSync(cwd)).toEqual(['full']);
    expect(create(['--cv']).status).toBe(1);
  });

  it('--help: exit code 0', () => {
    const result = create(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: create-folio-federation/);
  });
});
