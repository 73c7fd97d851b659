/** @jest-environment node */
const fs = require('node:fs');
const path = require('node:path');
const { packageJson, readme, toPackageName, ownVersion, NODE_VERSION, NODE_ENGINES, GITIGNORE, ENGINE } = require('./projectFiles');

const ROOT = path.join(__dirname, '..', '..');
const engine = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

describe('package.json', () => {
  it('is private, runs folio, and depends on the engine at this package\'s own version', () => {
    const pkg = JSON.parse(packageJson({ packageName: 'my-site' }));
    expect(pkg).toEqual({
      name: 'my-site',
      private: true,
      scripts: { start: 'folio start', build: 'folio build:site', check: 'folio check', upgrade: 'folio upgrade', 'media:prepare': 'folio media:prepare' },
      dependencies: { '@folio-federation/core': `^${ownVersion()}` },
      engines: { node: '>=22.19' },
    });
    expect(ownVersion()).toBe(JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).version);
    expect(JSON.parse(packageJson({ packageName: 'x', version: '2.3.4' })).dependencies).toEqual({ '@folio-federation/core': '^2.3.4' });
  });

  it("depends on the engine by its name, and its bin is folio", () => {
    expect(engine.name).toBe(ENGINE);
    expect(Object.keys(engine.bin)).toEqual(['folio']);
  });

  it("asks for the engine's Node.js, and the workflows use the engine's", () => {
    expect(NODE_ENGINES).toBe(engine.engines.node);
    expect(NODE_VERSION).toBe(fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim());
  });
});

describe('toPackageName', () => {
  it('makes a valid npm name of a folder name', () => {
    expect(toPackageName('my-site')).toBe('my-site');
    expect(toPackageName('My Portfolio Site')).toBe('my-portfolio-site');
    expect(toPackageName('.hidden_site')).toBe('hidden_site');
    expect(toPackageName('Ada\'s (new) site!')).toBe('ada-s-new-site');
    expect(toPackageName('Ünïcode')).toBe('n-code');
    expect(toPackageName('日本語')).toBe('my-site');
    expect(toPackageName('日本語', 'my-part')).toBe('my-part');
    expect(toPackageName('Lab', 'my-part')).toBe('lab');
    expect(toPackageName('a'.repeat(300))).toHaveLength(214);
  });

  it('always gives a name npm accepts', () => {
    const valid = /^(?:@[a-z\d\-*~][a-z\d\-*._~]*\/)?[a-z\d\-~][a-z\d\-._~]*$/;
    for (const folder of ['-', '...', '__', 'A B', '~x', 'x.', '💼']) expect(toPackageName(folder)).toMatch(valid);
  });
});

describe('.gitignore', () => {
  it('keeps out packages, builds, caches and LaTeX output, but never content/', () => {
    for (const line of ['node_modules/', 'dist/', 'site/', '.cache/', '*.aux', '*.log', '*.synctex.gz', '*.fls', '*.fdb_latexmk']) expect(GITIGNORE.split('\n')).toContain(line);
    expect(GITIGNORE).not.toMatch(/^(content|\*\.tex|\*\.pdf|\*\.json)/m);
  });
});

describe('README.md', () => {
  const text = readme({ name: 'Ada Lovelace', cv: { form: 'moderncv' } });

  it('gives the two commands and the address', () => {
    expect(text).toContain('npm install\nnpm start');
    expect(text).toContain('http://localhost:3000');
  });

  it('says where to edit, how to deploy and how to upgrade', () => {
    for (const place of ['content/site.json', 'content/cv/', 'content/media/', 'content/styles.css']) expect(text).toContain(place);
    expect(text).toContain('a starter CV in moderncv (`cv.tex`)');
    expect(text).toMatch(/Settings → Pages → Source to \*\*GitHub Actions\*\*/);
    expect(text).toContain('dist/<app>');
    expect(text).toContain('npx folio build --only <app>');
    expect(text).toContain('npm update @folio-federation/core && npx folio upgrade');
    expect(text).toContain('.github/workflows/upgrade.yml');
    expect(text).toContain('docs/content.md');
  });

  it('names only commands that folio has', () => {
    const verbs = new Set(['start', 'build', 'build:site', 'serve', 'serve:site', 'snapshot', 'media:prepare', 'upgrade', 'check', '--help']);
    const bare = (word) => word.replace(/[`,.;]+$/, '');
    for (const [, verb] of text.matchAll(/npx folio (\S+)/g)) expect({ verb: bare(verb), known: verbs.has(bare(verb)) }).toEqual({ verb: bare(verb), known: true });
    for (const [, script] of text.matchAll(/npm run (\S+)/g)) expect(['build', 'check']).toContain(bare(script));
  });

  it("names the apps as folio build --only does (cli/verbs.js)", () => {
    const { APP_NAMES } = require('../../cli/verbs');
    expect(text).toContain(`(${Object.keys(APP_NAMES).map((app) => `\`${app}\``).join(', ').replace(/, ([^,]+)$/, ' or $1')})`);
  });

  it('speaks of the owner\'s own CV when it was brought', () => {
    expect(readme({ name: 'Ada', cv: { own: {} } })).toContain('your CV, as you keep it');
  });
});
