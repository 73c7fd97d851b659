/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { runCreate, filesOf, fakeClack } = require('../../testing/runCreate');
const { PART_PACKAGES } = require('./partPackages');
const { STARTER_WORDS } = require('./words');

let cwd;
beforeEach(() => {
  cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'create-part-'));
});
afterEach(() => fs.rmSync(cwd, { recursive: true, force: true }));

/** Runs the command in this test's folder (create/testing/runCreate.js). */
const create = (argv, options) => runCreate(cwd, argv, options);

const read = (file) => fs.readFileSync(path.join(cwd, file), 'utf8');
const json = (file) => JSON.parse(read(file));

const PART_FILES = [
  '.github/dependabot.yml',
  '.github/workflows/ci.yml',
  '.github/workflows/deploy-pages.yml',
  '.gitignore',
  '.nvmrc',
  'README.md',
  'package.json',
  'src/Page.css',
  'src/Page.test.tsx',
  'src/Page.tsx',
  'src/counter.ts',
  'tsconfig.json',
];

describe('create-folio-federation --part --yes (or without a terminal)', () => {
  it('writes my-part with the defaults, Lab in English; installs; ends with cd and npm start', async () => {
    const { code, stdout, stderr, installs } = await create(['--part', '--yes']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(filesOf(path.join(cwd, 'my-part'))).toEqual(PART_FILES);
    expect(json('my-part/package.json')).toMatchObject({ name: 'my-part', folio: { title: 'Lab', language: 'en' } });
    expect(read('my-part/src/Page.tsx')).toContain(STARTER_WORDS.en.intro);
    expect(installs.map(({ folder }) => folder)).toEqual([path.join(cwd, 'my-part')]);
    expect(stdout).toContain('Installed @folio-federation/core');
    expect(stdout.trimEnd().split('\n').slice(-3)).toEqual(['Done. Next (the part then runs on http://localhost:3100):', '  cd my-part', '  npm start']);
  });

  it('--title and --language fr: the package, the French page and its test, the README, and what to run next', async () => {
    const { code, stdout, stderr, installs } = await create(['lab', '--part', '--yes', '--no-install', '--title', 'Labo', '--language', 'fr']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(filesOf(path.join(cwd, 'lab'))).toEqual(PART_FILES);
    expect(json('lab/package.json')).toEqual({
      name: 'lab',
      private: true,
      scripts: { start: 'folio part:start', build: 'folio part:build', test: 'folio part:test' },
      folio: { title: 'Labo', language: 'fr' },
      devDependencies: { '@folio-federation/core': '^1.4.2', ...PART_PACKAGES },
      engines: { node: '>=22.19' },
    });
    const page = read('lab/src/Page.tsx');
    expect(page).toContain('export const contract = PART_CONTRACT');
    for (const text of ['Cette page est votre propre code\u00a0: modifiez src/Page.tsx', 'Ajouter un', 'Compteur\u00a0: {new Intl.NumberFormat(lang).format(count)}', 'Retour à l’accueil']) expect(page).toContain(text);
    expect(read('lab/src/Page.test.tsx')).toContain('<Page lang="fr" dir="ltr"');
    const readme = read('lab/README.md');
    for (const text of ['# Labo: a part of your portfolio site', 'mf-manifest.json', 'npm start', '"from": "../../lab/dist"']) expect(readme).toContain(text);
    expect(read('lab/.nvmrc')).toBe('26\n');
    expect(installs).toEqual([]);
    expect(stdout).toContain('src/Page.tsx       your page, a starter in French');
    expect(stdout).toContain('"parts": [{ "title": "Labo", "manifest": "https://<you>.github.io/<repository>/mf-manifest.json" }]');
    expect(stdout.trimEnd().split('\n').slice(-4)).toEqual(['Done. Next (the part then runs on http://localhost:3100):', '  cd lab', '  npm install', '  npm start']);
  });

  it('writes a right-to-left page in Arabic, its test rendering it right to left; a region reads its language', async () => {
    await create(['ar-lab', '--part', '--yes', '--no-install', '--language', 'ar-EG']);
    expect(json('ar-lab/package.json').folio.language).toBe('ar-EG');
    expect(read('ar-lab/src/Page.tsx')).toContain(STARTER_WORDS.ar.back);
    expect(read('ar-lab/src/Page.tsx')).toContain('<div className="part-ar-lab" dir={dir}>');
    expect(read('ar-lab/src/Page.test.tsx')).toContain('<Page lang="ar-EG" dir="rtl"');
  });

  it('names the package after the folder', async () => {
    await create(['My Lab', '--part', '--yes', '--no-install']);
    expect(json('My Lab/package.json').name).toBe('my-lab');
  });
});

describe('--part refusals: exit code 1, the reasons, nothing written', () => {
  it.each([
    [['--cv', 'altacv'], '--cv is for a site: a part (--part) has no CV.'],
    [['--github', 'octocat'], '--github is for a site, whose Projects page lists your repositories: a part (--part) lists none.'],
    [['--language', 'tlh'], '--language "tlh" is not a language the site\'s own text is written in'],
  ])('%j', async (argv, problem) => {
    const { code, stdout, stderr, installs } = await create(['--part', '--yes', ...argv]);
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr).toContain(problem);
    expect(stderr).toMatch(/\nNothing was written\.\n$/);
    expect(fs.readdirSync(cwd)).toEqual([]);
    expect(installs).toEqual([]);
  });

  it("gives every problem at once: a site's options, the language, the folder", async () => {
    fs.mkdirSync(path.join(cwd, 'lab'));
    fs.writeFileSync(path.join(cwd, 'lab', 'notes.txt'), '');
    const { code, stderr } = await create(['lab', '--part', '--name', 'Ada', '--feed', 'https://x.example/feed', '--language', 'xx-1']);
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      '--feed is for a site, whose Writing page lists your blog\'s posts: a part (--part) has no feed.',
      '--name is for a site, which shows your name: a part (--part) is named by its --title.',
      expect.stringMatching(/^--language "xx-1" is not/),
      `The folder ${path.join(cwd, 'lab')} already exists and is not empty (notes.txt): choose another name, or empty it first.`,
      'Nothing was written.',
    ]);
    expect(fs.readdirSync(cwd)).toEqual(['lab']);
  });

  it('refuses --title without --part, saying to add it', async () => {
    const { code, stderr } = await create(['--yes', '--title', 'Lab']);
    expect(code).toBe(1);
    expect(stderr).toBe('--title is for a part: add --part to create a part under that title (a site shows your name, given with --name).\nNothing was written.\n');
    expect(fs.readdirSync(cwd)).toEqual([]);
  });

  it("keeps the files when npm install fails, and says how to retry", async () => {
    const { code, stderr } = await create(['lab', '--part'], { install: { ok: false, code: 1, tail: ['npm error code E404'] } });
    expect(code).toBe(1);
    expect(stderr).toContain("npm's last lines:\n  npm error code E404\n");
    expect(stderr).toContain("The part's files are written.");
    expect(stderr.trimEnd().split('\n').slice(-3)).toEqual(['  cd lab', '  npm install', '  npm start']);
    expect(fs.existsSync(path.join(cwd, 'lab', 'src', 'Page.tsx'))).toBe(true);
  });
});


describe('--part in a terminal, without --yes', () => {
  it('asks for the folder, the title and the language, and writes what was answered', async () => {
    fs.mkdirSync(path.join(cwd, 'taken'));
    fs.writeFileSync(path.join(cwd, 'taken', 'x'), '');
    const clack = fakeClack({ Where: ['taken', 'synth'], title: 'Synth', language: 'ja' });
    const { code } = await create(['--part'], { interactive: true, loadClack: async () => clack });
    expect(code).toBe(0);
    expect(clack.asked).toEqual(['Where should the part go? (a new folder)', "The part's title, as your site's menu and its heading show it", 'The language its starter page is written in']);
    expect(clack.shown).toContain(`invalid: The folder ${path.join(cwd, 'taken')} already exists and is not empty (x): choose another name, or empty it first.`);
    expect(json('synth/package.json').folio).toEqual({ title: 'Synth', language: 'ja' });
    expect(read('synth/src/Page.tsx')).toContain(STARTER_WORDS.ja.addOne);
    expect(clack.shown.at(-1)).toBe('outro: Done. Next (the part then runs on http://localhost:3100):\n  cd synth\n  npm start');
  });

  it('takes the defaults on Enter, and asks only what the options did not give', async () => {
    const clack = fakeClack({});
    expect((await create(['--part'], { interactive: true, loadClack: async () => clack })).code).toBe(0);
    expect(json('my-part/package.json').folio).toEqual({ title: 'Lab', language: 'en' });
    const given = fakeClack({});
    await create(['lab', '--part', '--language', 'de'], { interactive: true, loadClack: async () => given });
    expect(given.asked).toEqual(["The part's title, as your site's menu and its heading show it"]);
  });

  it('Ctrl-C cancels cleanly: a message, exit code 1, nothing written', async () => {
    const clack = fakeClack({ title: 'CANCEL' });
    const { code, installs } = await create(['--part'], { interactive: true, loadClack: async () => clack });
    expect(code).toBe(1);
    expect(clack.shown.at(-1)).toBe('cancel: Cancelled: nothing was written.');
    expect(fs.readdirSync(cwd)).toEqual([]);
    expect(installs).toEqual([]);
  });
});
