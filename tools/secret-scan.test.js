/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { scanForSecrets } = require('./secret-scan');

// Built at run time so that no token-shaped literal is ever committed.
const fakeClassic = ['gh', 'p_', 'A1b2C3d4'.repeat(5)].join('');
const fakeFineGrained = ['github', '_pat_', '11ABCDEFG0'.repeat(6)].join('');

function tree(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('scanForSecrets', () => {
  it('finds classic and fine-grained GitHub tokens in any file, however deep', () => {
    const dir = tree({
      'index.html': '<p>hello</p>',
      'static/js/main.js': `const t="${fakeClassic}";`,
      'static/js/deep/x.js.map': `{"sources":["${fakeFineGrained}"]}`,
    });
    const { files, findings } = scanForSecrets([dir]);
    expect(files).toBe(3);
    expect(findings.map((f) => [path.relative(dir, f.file), f.kind]).sort()).toEqual([
      ['static/js/deep/x.js.map', 'GitHub fine-grained token'],
      ['static/js/main.js', 'GitHub token'],
    ]);
  });

  it('finds the exact value of GITHUB_TOKEN whatever its shape', () => {
    const dir = tree({ 'projects-snapshot.json': '{"auth":"my-custom-build-secret"}' });
    expect(scanForSecrets([dir], { secrets: ['my-custom-build-secret'] }).findings).toEqual([
      { file: path.join(dir, 'projects-snapshot.json'), kind: 'the value of GITHUB_TOKEN' },
    ]);
  });

  it('reports clean output as clean', () => {
    const dir = tree({ 'a.js': 'const ghp = "not a token"; github_pat_short' });
    expect(scanForSecrets([dir], { secrets: [undefined, ''] }).findings).toEqual([]);
  });
});
