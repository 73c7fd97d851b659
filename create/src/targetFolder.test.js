/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { checkTargetFolder, cdArgument } = require('./targetFolder');

let cwd;
beforeEach(() => {
  cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'create-target-'));
});
afterEach(() => fs.rmSync(cwd, { recursive: true, force: true }));

describe('checkTargetFolder', () => {
  it('takes a new folder, an empty one, and one holding only .git (a cloned empty repository)', () => {
    expect(checkTargetFolder('my-site', cwd)).toEqual({ ok: true, path: path.join(cwd, 'my-site'), exists: false });
    fs.mkdirSync(path.join(cwd, 'empty'));
    expect(checkTargetFolder('empty', cwd)).toEqual({ ok: true, path: path.join(cwd, 'empty'), exists: true });
    fs.mkdirSync(path.join(cwd, 'clone', '.git'), { recursive: true });
    expect(checkTargetFolder('clone', cwd)).toMatchObject({ ok: true });
  });

  it('refuses a folder that is not empty, naming it and what is in it', () => {
    fs.mkdirSync(path.join(cwd, 'full'));
    for (const file of ['a', 'b', 'c', 'd', 'e']) fs.writeFileSync(path.join(cwd, 'full', file), '');
    expect(checkTargetFolder('full', cwd)).toEqual({
      ok: false,
      path: path.join(cwd, 'full'),
      problem: `The folder ${path.join(cwd, 'full')} already exists and is not empty (a, b, c, and 2 more): choose another name, or empty it first.`,
    });
    expect(checkTargetFolder('.', path.join(cwd, 'full')).ok).toBe(false);
  });

  it('refuses a file', () => {
    fs.writeFileSync(path.join(cwd, 'file'), '');
    expect(checkTargetFolder('file', cwd)).toMatchObject({ ok: false, problem: `${path.join(cwd, 'file')} exists and is not a folder: choose another name.` });
  });
});

describe('cdArgument', () => {
  it('is the folder as typed in cd: relative inside the current folder, absolute elsewhere, quoted when it must be', () => {
    expect(cdArgument('/home/ada/my-site', '/home/ada')).toBe('my-site');
    expect(cdArgument('/home/ada/sites/my-site', '/home/ada')).toBe('sites/my-site');
    expect(cdArgument('/home/ada', '/home/ada')).toBe('.');
    expect(cdArgument('/srv/site', '/home/ada')).toBe('/srv/site');
    expect(cdArgument('/home/ada/My Site', '/home/ada')).toBe('"My Site"');
    expect(cdArgument('/home/ada/$x"y', '/home/ada')).toBe('"\\$x\\"y"');
  });
});
