/** @jest-environment node */
/**
 * The toolchain a contributor and CI install with: a supported Node.js only, and every dependency
 * install script either allowed or denied in package.json, with the reason in the docs (npm 12 runs
 * none that is not allowed, and npm 11 warns about each one not listed).
 */
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

const ROOT = path.join(__dirname, '..');
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const pkg = JSON.parse(read('package.json'));
const lock = JSON.parse(read('package-lock.json'));

describe('Node.js', () => {
  it('is 22.19 or newer, what the dependencies need, and npm refuses an older one', () => {
    expect(pkg.engines.node).toBe('>=22.19');
    expect(lock.packages[''].engines).toEqual(pkg.engines);
    for (const [name, entry] of Object.entries(lock.packages)) {
      const wanted = entry.engines?.node;
      // Optional binaries of other platforms are skipped where they do not apply (sharp's 32-bit Windows one).
      if (typeof wanted !== 'string' || entry.os || entry.cpu) continue;
      expect({ name, wanted, ok: semver.satisfies('22.19.0', wanted) }).toEqual({ name, wanted, ok: true });
    }
    expect(read('.npmrc')).toMatch(/^engine-strict=true$/m);
  });

  it('.nvmrc names an LTS major that engines allows', () => {
    const major = read('.nvmrc').trim();
    expect(major).toMatch(/^\d+$/);
    expect(Number(major) % 2).toBe(0);
    expect(semver.satisfies(`${major}.0.0`, pkg.engines.node)).toBe(true);
  });
});

describe('allowScripts', () => {
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where]) => where.replace(/^.*node_modules\//, ''));

  it('lists every dependency with an install script, and nothing else', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    expect(Object.keys(pkg.allowScripts).sort()).toEqual([...new Set(withScripts)].sort());
  });

  it('each entry has its reason in docs/development.md', () => {
    const docs = read('docs/development.md');
    const section = docs.slice(docs.indexOf('### Install scripts'), docs.indexOf('\n## ', docs.indexOf('### Install scripts')));
    for (const name of Object.keys(pkg.allowScripts)) {
      const family = name.startsWith('@ffmpeg-installer/') ? '@ffmpeg-installer/' : name;
      expect({ name, documented: section.includes(`\`${family}`) }).toEqual({ name, documented: true });
    }
  });
});
