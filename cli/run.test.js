/**
 * @jest-environment node
 *
 * The command line as an owner runs it: a separate process, in a folder.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const FOLIO = path.join(__dirname, 'folio.js');
const folio = (args, cwd) => {
  const env = { ...process.env };
  delete env.FOLIO_PROJECT_DIR;
  delete env.CONTENT_DIR;
  return spawnSync(process.execPath, [FOLIO, ...args], { cwd, env, encoding: 'utf8' });
};

let empty;
beforeAll(() => {
  empty = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-empty-'));
});
afterAll(() => fs.rmSync(empty, { recursive: true, force: true }));

it('in a folder with no content, names what is missing and how to create a site, and exits 1', () => {
  const result = folio(['build'], empty);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`✖ There is no content/site.json here (${empty}).`);
  expect(result.stderr).toContain('npm create @folio-federation@latest my-site');
  expect(result.stdout).toBe('');
});

it('prints help and its version anywhere, exit 0', () => {
  expect(folio(['--help'], empty)).toMatchObject({ status: 0, stdout: expect.stringContaining('Usage: folio <command> [options]') });
  expect(folio(['serve', '--help'], empty)).toMatchObject({ status: 0, stdout: expect.stringContaining('Usage: folio serve [options]') });
  const { version } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  expect(folio(['--version'], empty)).toMatchObject({ status: 0, stdout: `${version}\n` });
});

it('refuses a wrong command line with exit code 1 before looking for content', () => {
  const result = folio(['build', '--only', 'blog'], empty);
  expect(result.status).toBe(1);
  expect(result.stderr).toBe('✖ folio build: there is no app "blog". The apps are: shell, cv, projects, music, writing.\n');
});

it('keep-previous carries the previous deploy\'s hashed files into site/, and keeps site/ for the next deploy', () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-project-'));
  try {
    fs.mkdirSync(path.join(project, 'content'));
    fs.copyFileSync(path.join(__dirname, '..', 'content', 'site.json'), path.join(project, 'content', 'site.json'));
    fs.mkdirSync(path.join(project, 'site', 'static', 'js'), { recursive: true });
    fs.writeFileSync(path.join(project, 'site', 'static', 'js', 'main.new1234.js'), 'new');
    fs.mkdirSync(path.join(project, '.previous-site', 'static', 'js'), { recursive: true });
    fs.writeFileSync(path.join(project, '.previous-site', 'static', 'js', 'main.old1234.js'), 'old');
    const result = folio(['keep-previous'], project);
    expect(result).toMatchObject({ status: 0, stdout: expect.stringContaining('Kept 1 hashed file(s) of earlier deploys') });
    expect(fs.readdirSync(path.join(project, 'site', 'static', 'js')).sort()).toEqual(['main.new1234.js', 'main.old1234.js']);
    expect(fs.readdirSync(path.join(project, '.previous-site', 'static', 'js')).sort()).toEqual(['main.new1234.js', 'main.old1234.js']);
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
});
