/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { UI_LANGUAGES } = require('./languages');
const { runCreate, filesOf, fakeClack } = require('../testing/runCreate');
const { SCHEMA_VERSION } = require('./schemaVersion');

const EXAMPLES = path.join(__dirname, '..', '..', 'examples', 'cv');

let cwd;
beforeEach(() => {
  cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'create-run-'));
});
afterEach(() => fs.rmSync(cwd, { recursive: true, force: true }));

/** Runs the command in this test's folder (create/testing/runCreate.js). */
const create = (argv, options) => runCreate(cwd, argv, options);

const read = (file) => fs.readFileSync(path.join(cwd, file), 'utf8');
const json = (file) => JSON.parse(read(file));

const PROJECT_FILES = [
  '.github/dependabot.yml',
  '.github/workflows/ci.yml',
  '.github/workflows/deploy-pages.yml',
  '.github/workflows/upgrade.yml',
  '.gitignore',
  '.nvmrc',
  'README.md',
  'content/media/profile.png',
  'content/site.json',
  'content/styles.css',
  'package.json',
];
const withCv = (...cv) => [...PROJECT_FILES, ...cv.map((file) => `content/cv/${file}`)].sort();

describe('create-folio-federation --yes (or without a terminal)', () => {
  it('writes my-site with the defaults: AltaCV, en, "Your Name", "Software Engineer"; installs; ends with cd and npm start', async () => {
    const { code, stdout, stderr, installs } = await create(['--yes']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(filesOf(path.join(cwd, 'my-site'))).toEqual(withCv('cv.tex'));
    expect(json('my-site/content/site.json')).toMatchObject({
      schemaVersion: SCHEMA_VERSION,
      language: 'en',
      owner: { name: 'Your Name', jobTitle: 'Software Engineer' },
      github: { user: 'octocat' },
    });
    expect(read('my-site/content/cv/cv.tex')).toContain('\\documentclass[10pt,a4paper,ragged2e,withhyper]{altacv}');
    expect(json('my-site/package.json')).toMatchObject({ name: 'my-site', dependencies: { '@folio-federation/core': '^1.4.2' } });
    expect(installs).toEqual([{ folder: path.join(cwd, 'my-site'), env: expect.objectContaining({ npm_config_registry: 'http://registry.example/' }) }]);
    expect(stdout.trimEnd().split('\n').slice(-2)).toEqual(['  cd my-site', '  npm start']);
    expect(stdout).toContain('Installed @folio-federation/core');
    expect(stdout).toContain('the Projects page shows octocat\'s');
  });

  it('asks nothing without a terminal, even without --yes', async () => {
    const loadClack = jest.fn();
    const { code } = await create(['site'], { loadClack });
    expect(code).toBe(0);
    expect(loadClack).not.toHaveBeenCalled();
  });

  it.each([
    ['altacv', ['cv.tex'], '{altacv}'],
    ['awesome-cv', ['resume.tex'], '{awesome-cv}'],
    ['moderncv', ['cv.tex'], '{moderncv}'],
    ['jakes', ['resume.tex'], '\\resumeSubheading'],
    ['json-resume', ['resume.json'], '"basics"'],
  ])('--cv %s writes its starter CV, and nothing else in content/cv', async (form, cvFiles, mark) => {
    const { code } = await create(['site', '--yes', '--no-install', '--cv', form, '--name', 'Ada Lovelace']);
    expect(code).toBe(0);
    expect(filesOf(path.join(cwd, 'site'))).toEqual(withCv(...cvFiles));
    expect(read(`site/content/cv/${cvFiles[0]}`)).toContain(mark);
    expect(read(`site/content/cv/${cvFiles[0]}`)).toContain('Ada');
  });

  it('--from a CV folder copies it as kept, sub-folders too, without LaTeX build output, .git or node_modules', async () => {
    const kept = path.join(cwd, 'Documents', 'cv');
    fs.cpSync(path.join(EXAMPLES, 'awesome-cv', 'cv'), kept, { recursive: true });
    for (const file of ['resume.aux', 'resume.log', 'resume.out', 'resume.synctex.gz', 'resume.fls', 'resume.fdb_latexmk', 'resume/skills.aux']) fs.writeFileSync(path.join(kept, file), 'x');
    fs.writeFileSync(path.join(kept, 'resume.pdf'), '%PDF');
    fs.mkdirSync(path.join(kept, '.git'));
    fs.writeFileSync(path.join(kept, '.git', 'HEAD'), 'ref');
    fs.mkdirSync(path.join(kept, 'node_modules'));
    fs.writeFileSync(path.join(kept, 'node_modules', 'x.js'), '');

    const { code, stdout } = await create(['site', '--yes', '--no-install', '--from', 'Documents/cv']);
    expect(code).toBe(0);
    expect(filesOf(path.join(cwd, 'site'))).toEqual(
      withCv('resume.pdf', 'resume.tex', 'resume/education.tex', 'resume/experience.tex', 'resume/honors.tex', 'resume/skills.tex', 'resume/summary.tex'),
    );
    expect(read('site/content/cv/resume/experience.tex')).toBe(fs.readFileSync(path.join(EXAMPLES, 'awesome-cv', 'cv', 'resume', 'experience.tex'), 'utf8'));
    expect(stdout).toContain(`your CV, 7 files copied from ${kept}`);
    expect(read('site/README.md')).toContain('your CV, as you keep it');
  });

  it('--from a resume.json copies it as content/cv/resume.json', async () => {
    fs.copyFileSync(path.join(EXAMPLES, 'json-resume', 'cv', 'resume.json'), path.join(cwd, 'my-resume.json'));
    const { code } = await create(['site', '--yes', '--no-install', '--from', 'my-resume.json']);
    expect(code).toBe(0);
    expect(filesOf(path.join(cwd, 'site'))).toEqual(withCv('resume.json'));
    expect(read('site/content/cv/resume.json')).toBe(fs.readFileSync(path.join(EXAMPLES, 'json-resume', 'cv', 'resume.json'), 'utf8'));
  });

  it('--from a folder of several documents says how to name the main one', async () => {
    fs.mkdirSync(path.join(cwd, 'cv'));
    fs.writeFileSync(path.join(cwd, 'cv', 'cv_en.tex'), '\\documentclass{altacv}');
    fs.writeFileSync(path.join(cwd, 'cv', 'cv_fr.tex'), '\\documentclass{altacv}');
    const { code, stdout } = await create(['site', '--yes', '--no-install', '--from', 'cv']);
    expect(code).toBe(0);
    expect(stdout).toContain('Note: Your CV folder holds 2 documents (cv_en.tex, cv_fr.tex): name the one the site shows in content/site.json, as "cv": { "main": "cv_en.tex" }.');
  });

  it('--language de writes the language', async () => {
    await create(['site', '--yes', '--no-install', '--language', 'de']);
    expect(json('site/content/site.json').language).toBe('de');
    await create(['site2', '--yes', '--no-install', '--language', 'DE-ch']);
    expect(json('site2/content/site.json').language).toBe('de-CH');
  });

  it("--language ja installs the share card's font for Japanese; an English site only the engine", async () => {
    await create(['site', '--yes', '--no-install', '--language', 'ja']);
    expect(json('site/package.json').dependencies).toEqual({ '@folio-federation/core': expect.any(String), '@fontsource-variable/noto-sans-jp': '^5.3.1' });
    await create(['site2', '--yes', '--no-install', '--language', 'en', '--name', 'ميرا كسترل']);
    expect(Object.keys(json('site2/package.json').dependencies)).toEqual(['@folio-federation/core', '@fontsource-variable/noto-sans-arabic']);
    await create(['site3', '--yes', '--no-install']);
    expect(Object.keys(json('site3/package.json').dependencies)).toEqual(['@folio-federation/core']);
  });

  it('--github names the user and links to it', async () => {
    const { stdout } = await create(['site', '--yes', '--no-install', '--github', 'ada-lovelace']);
    const site = json('site/content/site.json');
    expect(site.github).toEqual({ user: 'ada-lovelace' });
    expect(site.social.code).toEqual({ label: 'GitHub', url: 'https://github.com/ada-lovelace' });
    expect(stdout).not.toContain('octocat');
  });

  it('--feed gives the Writing page its feed', async () => {
    await create(['site', '--yes', '--no-install', '--feed', 'https://dev.to/feed/ada']);
    expect(json('site/content/site.json').writing).toEqual({ feed: 'https://dev.to/feed/ada' });
    await create(['site2', '--yes', '--no-install']);
    expect(json('site2/content/site.json')).not.toHaveProperty('writing');
  });

  it('--name and --job-title go to site.json and the CV', async () => {
    await create(['site', '--yes', '--no-install', '--name', 'Ada Lovelace', '--job-title', 'Analyst']);
    expect(json('site/content/site.json').owner).toMatchObject({ name: 'Ada Lovelace', jobTitle: 'Analyst' });
    expect(read('site/content/cv/cv.tex')).toContain('\\name{Ada Lovelace}\n\\tagline{Analyst}');
  });

  it('names the package after the folder', async () => {
    await create(['My Portfolio', '--yes', '--no-install']);
    expect(json('My Portfolio/package.json').name).toBe('my-portfolio');
  });

  it('creates the site in an empty folder, or in the current one when it is empty', async () => {
    fs.mkdirSync(path.join(cwd, 'empty', '.git'), { recursive: true });
    expect((await create(['empty', '--yes', '--no-install'])).code).toBe(0);
    expect(fs.existsSync(path.join(cwd, 'empty', '.git'))).toBe(true);
    const here = path.join(cwd, 'here');
    fs.mkdirSync(here);
    const { code, stdout } = await runCreate(here, ['.', '--yes', '--no-install']);
    expect(code).toBe(0);
    expect(json('here/package.json').name).toBe('here');
    expect(stdout.trimEnd().split('\n').slice(-2)).toEqual(['  npm install', '  npm start']);
  });

  it('--no-install does not install, and says to', async () => {
    const { stdout, installs } = await create(['site', '--yes', '--no-install']);
    expect(installs).toEqual([]);
    expect(stdout.trimEnd().split('\n').slice(-3)).toEqual(['  cd site', '  npm install', '  npm start']);
  });
});

describe('refusals: exit code 1, the reason, nothing written', () => {
  it('refuses a folder that exists and is not empty, naming it', async () => {
    fs.mkdirSync(path.join(cwd, 'my-site'));
    fs.writeFileSync(path.join(cwd, 'my-site', 'notes.txt'), 'mine');
    const { code, stdout, stderr, installs } = await create(['--yes']);
    expect(code).toBe(1);
    expect(stderr).toBe(`The folder ${path.join(cwd, 'my-site')} already exists and is not empty (notes.txt): choose another name, or empty it first.\nNothing was written.\n`);
    expect(stdout).toBe('');
    expect(fs.readdirSync(path.join(cwd, 'my-site'))).toEqual(['notes.txt']);
    expect(installs).toEqual([]);
  });

  it.each([
    [['--bogus'], 'Unknown option --bogus.\nRun create-folio-federation --help for the options.\n'],
    [['--cv', 'europass'], '--cv "europass" is not a CV form: use one of altacv, awesome-cv, moderncv, jakes, json-resume.\nNothing was written.\n'],
    [['--from', 'missing'], `--from "missing" does not exist (${path.join('<cwd>', 'missing')}).\nNothing was written.\n`],
    [['--github', 'not_valid'], '--github "not_valid" is not a GitHub user name: letters, digits and hyphens, starting with a letter or a digit, at most 39 characters.\nNothing was written.\n'],
    [['--feed', 'dev.to/feed/x'], '--feed "dev.to/feed/x" is not an http(s) address: give your blog\'s feed, such as https://dev.to/feed/you (RSS, Atom or JSON Feed).\nNothing was written.\n'],
    [['--language', 'tlh'], `--language "tlh" is not a language the site's own text is written in: use one of ${UI_LANGUAGES.join(', ')} (with any region, e.g. "de-CH").\nNothing was written.\n`],
  ])('%j', async (argv, message) => {
    const { code, stdout, stderr } = await create(['--yes', ...argv]);
    expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: '', stderr: message.replace('<cwd>', cwd) });
    expect(fs.readdirSync(cwd)).toEqual([]);
  });

  it('refuses --cv with --from', async () => {
    fs.writeFileSync(path.join(cwd, 'resume.json'), '{}');
    const { code, stderr } = await create(['--yes', '--cv', 'jakes', '--from', 'resume.json']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^--cv and --from do not go together/);
    expect(fs.readdirSync(cwd)).toEqual(['resume.json']);
  });

  it('--help prints the usage, exit code 0, and writes nothing', async () => {
    const { code, stdout } = await create(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: create-folio-federation \[folder\] \[options\]/);
    expect(fs.readdirSync(cwd)).toEqual([]);
  });
});

describe('when npm install fails', () => {
  it("shows npm's last lines and how to retry, exit code 1, keeping the files", async () => {
    const { code, stderr } = await create(['site', '--yes'], { install: { ok: false, code: 1, tail: ['npm error code E404', 'npm error 404 Not Found - GET https://registry.example/folio-federation'] } });
    expect(code).toBe(1);
    expect(stderr).toContain('npm install failed (exit code 1)');
    expect(stderr).toContain("npm's last lines:\n  npm error code E404\n  npm error 404 Not Found - GET https://registry.example/folio-federation\n");
    expect(stderr.trimEnd().split('\n').slice(-3)).toEqual(['  cd site', '  npm install', '  npm start']);
    expect(fs.existsSync(path.join(cwd, 'site', 'content', 'site.json'))).toBe(true);
  });
});


describe('in a terminal, without --yes', () => {
  const ANSWERS = { Where: 'ada-site', name: 'Ada Lovelace', job: 'Analyst', language: 'fr', CV: 'moderncv', GitHub: 'ada-l', feed: 'https://ada.example/feed.xml' };

  it('asks for folder, name, job title, language, CV, GitHub user and feed, and writes what was answered', async () => {
    const clack = fakeClack(ANSWERS);
    const { code } = await create([], { interactive: true, loadClack: async () => clack });
    expect(code).toBe(0);
    expect(clack.asked).toEqual([
      'Where should the site go? (a new folder)',
      'Your name, as the site shows it',
      'Your job title',
      "The site's language (its menus, buttons and messages)",
      'Your CV',
      'Your GitHub user (the Projects page lists your repositories; Enter to skip)',
      "Your blog's feed, RSS, Atom or JSON Feed (a Writing page lists your posts; Enter to skip)",
    ]);
    expect(json('ada-site/content/site.json')).toMatchObject({
      language: 'fr',
      owner: { name: 'Ada Lovelace', jobTitle: 'Analyst' },
      github: { user: 'ada-l' },
      writing: { feed: 'https://ada.example/feed.xml' },
    });
    expect(read('ada-site/content/cv/cv.tex')).toContain('{moderncv}');
    expect(clack.shown.at(-1)).toBe('outro: Done. Next (the site then runs on http://localhost:3000):\n  cd ada-site\n  npm start');
  });

  it('asks only what the options did not give', async () => {
    const clack = fakeClack(ANSWERS);
    await create(['ada-site', '--name', 'Ada', '--cv', 'jakes', '--language', 'ja'], { interactive: true, loadClack: async () => clack });
    expect(clack.asked).toEqual(['Your job title', 'Your GitHub user (the Projects page lists your repositories; Enter to skip)', "Your blog's feed, RSS, Atom or JSON Feed (a Writing page lists your posts; Enter to skip)"]);
  });

  it('takes the defaults on Enter, and skips the optional questions', async () => {
    const clack = fakeClack({});
    expect((await create([], { interactive: true, loadClack: async () => clack })).code).toBe(0);
    const site = json('my-site/content/site.json');
    expect(site).toMatchObject({ language: 'en', owner: { name: 'Your Name', jobTitle: 'Software Engineer' }, github: { user: 'octocat' } });
    expect(site).not.toHaveProperty('writing');
    expect(fs.existsSync(path.join(cwd, 'my-site', 'content', 'cv', 'cv.tex'))).toBe(true);
  });

  it('asks again when an answer is not valid: a full folder, a GitHub user, a feed', async () => {
    fs.mkdirSync(path.join(cwd, 'taken'));
    fs.writeFileSync(path.join(cwd, 'taken', 'x'), '');
    const clack = fakeClack({ ...ANSWERS, Where: ['taken', 'free'], GitHub: ['not_valid', ''], feed: ['ftp://x', ''] });
    expect((await create([], { interactive: true, loadClack: async () => clack })).code).toBe(0);
    expect(clack.shown.filter((line) => line.startsWith('invalid'))).toEqual([
      `invalid: The folder ${path.join(cwd, 'taken')} already exists and is not empty (x): choose another name, or empty it first.`,
      'invalid: is not a GitHub user name: letters, digits and hyphens, starting with a letter or a digit, at most 39 characters',
      "invalid: is not an http(s) address: give your blog's feed, such as https://dev.to/feed/you (RSS, Atom or JSON Feed)",
    ]);
    expect(fs.existsSync(path.join(cwd, 'free', 'package.json'))).toBe(true);
  });

  it('brings the owner\'s CV when asked, checking the path', async () => {
    fs.cpSync(path.join(EXAMPLES, 'moderncv', 'cv'), path.join(cwd, 'cv'), { recursive: true });
    const clack = fakeClack({ ...ANSWERS, CV: 'own', 'Where is your CV': ['nowhere', 'cv'] });
    expect((await create([], { interactive: true, loadClack: async () => clack })).code).toBe(0);
    expect(clack.shown).toContain(`invalid: nowhere does not exist (${path.join(cwd, 'nowhere')})`);
    expect(read('ada-site/content/cv/cv.tex')).toBe(fs.readFileSync(path.join(EXAMPLES, 'moderncv', 'cv', 'cv.tex'), 'utf8'));
  });

  it('Ctrl-C cancels cleanly: a message, exit code 1, nothing written', async () => {
    const clack = fakeClack({ ...ANSWERS, CV: 'CANCEL' });
    const { code, installs } = await create([], { interactive: true, loadClack: async () => clack });
    expect(code).toBe(1);
    expect(clack.shown.at(-1)).toBe('cancel: Cancelled: nothing was written.');
    expect(fs.readdirSync(cwd)).toEqual([]);
    expect(installs).toEqual([]);
  });

  it('--yes asks nothing in a terminal', async () => {
    const loadClack = jest.fn();
    expect((await create(['--yes', '--no-install'], { interactive: true, loadClack })).code).toBe(0);
    expect(loadClack).not.toHaveBeenCalled();
  });
});
