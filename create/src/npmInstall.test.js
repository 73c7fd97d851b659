/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { npmInstall, npmCommand } = require('./npmInstall');

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-install-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in for npm's CLI script: records how it was run, prints lines, exits with `code`. */
function fakeNpm(code, lines) {
  const file = path.join(dir, 'npm-cli.js');
  fs.writeFileSync(
    file,
    `require('node:fs').writeFileSync(${JSON.stringify(path.join(dir, 'ran.json'))}, JSON.stringify({ args: process.argv.slice(2), cwd: process.cwd(), registry: process.env.npm_config_registry }));
${lines.map((line) => `console.${line.startsWith('npm error') ? 'error' : 'log'}(${JSON.stringify(line)});`).join('\n')}
process.exitCode = ${code};
`,
  );
  return file;
}

describe('npmCommand', () => {
  it('runs the npm that runs this package (npm_execpath) with this Node.js, else npm from the PATH', () => {
    expect(npmCommand({ npm_execpath: '/usr/lib/node_modules/npm/bin/npm-cli.js' }, 'linux')).toEqual({
      file: process.execPath,
      args: ['/usr/lib/node_modules/npm/bin/npm-cli.js'],
      shell: false,
    });
    expect(npmCommand({}, 'linux')).toEqual({ file: 'npm', args: [], shell: false });
    expect(npmCommand({}, 'win32')).toEqual({ file: 'npm', args: [], shell: true });
  });
});

describe('npmInstall', () => {
  it('runs npm install in the site, with the environment (a registry given to npm create applies)', async () => {
    const site = path.join(dir, 'site');
    fs.mkdirSync(site);
    const env = { ...process.env, npm_execpath: fakeNpm(0, ['added 312 packages in 9s']), npm_config_registry: 'http://localhost:4873/' };
    const seen = [];
    const result = await npmInstall(site, { env, onLine: (line) => seen.push(line) });
    expect(result).toEqual({ ok: true, code: 0, tail: ['added 312 packages in 9s'] });
    expect(seen).toEqual(['added 312 packages in 9s']);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'ran.json'), 'utf8'))).toEqual({ args: ['install', '--no-fund'], cwd: site, registry: 'http://localhost:4873/' });
  });

  it("keeps npm's last lines of a failure", async () => {
    const lines = Array.from({ length: 30 }, (_, index) => `npm error line ${index + 1}`);
    const result = await npmInstall(dir, { env: { ...process.env, npm_execpath: fakeNpm(1, lines) } });
    expect(result).toEqual({ ok: false, code: 1, tail: lines.slice(-15) });
  });

  it('says so when npm cannot be run at all', async () => {
    const result = await npmInstall(dir, { env: { ...process.env, npm_execpath: path.join(dir, 'no-such-npm') } });
    expect(result).toMatchObject({ ok: false, code: null, error: expect.stringContaining('could not run') });
  });
});
