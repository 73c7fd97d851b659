/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { UI_LANGUAGES } = require('./languages');
const { checkOptions, answersWithDefaults } = require('./options');
const { parseArgs } = require('./args');

let cwd;
beforeEach(() => {
  cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'create-options-'));
});
afterEach(() => fs.rmSync(cwd, { recursive: true, force: true }));

const problems = (argv) => checkOptions(parseArgs(argv), cwd).problems;

describe('checkOptions', () => {
  it('accepts every valid option', () => {
    expect(problems(['--cv', 'jakes', '--language', 'pt-br', '--github', 'octo-cat', '--feed', 'https://dev.to/feed/you', '--name', 'Ada'])).toEqual([]);
  });

  it('names an unknown CV form and lists the forms', () => {
    expect(problems(['--cv', 'europass'])).toEqual(['--cv "europass" is not a CV form: use one of altacv, awesome-cv, moderncv, jakes, json-resume.']);
  });

  it('refuses --cv with --from', () => {
    fs.writeFileSync(path.join(cwd, 'resume.json'), '{}');
    expect(problems(['--cv', 'altacv', '--from', 'resume.json'])).toEqual([
      '--cv and --from do not go together: --cv starts from a short CV in that form, --from copies yours. Give one of them.',
    ]);
  });

  it('names a --from that is not there, with its full path', () => {
    expect(problems(['--from', 'nowhere'])).toEqual([`--from "nowhere" does not exist (${path.join(cwd, 'nowhere')}).`]);
  });

  it('refuses a --from that holds no CV, and a file that is no CV', () => {
    fs.mkdirSync(path.join(cwd, 'empty'));
    fs.writeFileSync(path.join(cwd, 'cv.pdf'), '%PDF');
    fs.writeFileSync(path.join(cwd, 'broken.json'), '{ "basics": ');
    expect(problems(['--from', 'empty'])[0]).toMatch(/^--from "empty" holds no \.tex file and no resume\.json/);
    expect(problems(['--from', 'cv.pdf'])[0]).toMatch(/^--from "cv\.pdf" is neither a folder nor a CV file: give your CV folder/);
    expect(problems(['--from', 'broken.json'])[0]).toMatch(/^--from "broken\.json" is not valid JSON \(.+\): give a JSON Resume file/);
  });

  it('refuses a GitHub user the schema would refuse', () => {
    for (const user of ['-dash', 'under_score', 'a'.repeat(40), 'with space']) {
      expect(problems(['--github', user])).toEqual([
        `--github ${JSON.stringify(user)} is not a GitHub user name: letters, digits and hyphens, starting with a letter or a digit, at most 39 characters.`,
      ]);
    }
    expect(problems(['--github', 'a'.repeat(39)])).toEqual([]);
  });

  it('refuses a feed that is not an http(s) address', () => {
    for (const feed of ['dev.to/feed/you', 'ftp://example.com/feed', 'https://']) {
      expect(problems(['--feed', feed])).toEqual([
        `--feed ${JSON.stringify(feed)} is not an http(s) address: give your blog's feed, such as https://dev.to/feed/you (RSS, Atom or JSON Feed).`,
      ]);
    }
  });

  it('refuses a language the site is not written in, and what is no language tag', () => {
    expect(problems(['--language', 'tlh'])).toEqual([
      `--language "tlh" is not a language the site's own text is written in: use one of ${UI_LANGUAGES.join(', ')} (with any region, e.g. "de-CH").`,
    ]);
    expect(problems(['--language', 'sr-Latn'])[0]).toMatch(/^--language "sr-Latn" is not a language the site's own text is written in/);
    expect(problems(['--language', 'not a tag'])).toEqual(['--language "not a tag" is not a BCP 47 language tag, such as "en", "de" or "pt-BR".']);
  });

  it('refuses --title, which names a part, saying to add --part', () => {
    expect(problems(['--title', 'Lab'])).toEqual(['--title is for a part: add --part to create a part under that title (a site shows your name, given with --name).']);
  });

  it('gives every problem at once', () => {
    expect(problems(['--cv', 'x', '--github', '_', '--feed', 'x', '--language', 'xx-1'])).toHaveLength(4);
  });
});

describe('answersWithDefaults', () => {
  it('fills in the defaults: my-site, Your Name, Software Engineer, en, AltaCV', () => {
    expect(answersWithDefaults(parseArgs([]))).toEqual({
      folder: 'my-site',
      name: 'Your Name',
      jobTitle: 'Software Engineer',
      language: 'en',
      cv: { form: 'altacv' },
      github: undefined,
      feed: undefined,
    });
  });

  it('takes the options, the language in its canonical case', () => {
    expect(answersWithDefaults(parseArgs(['site', '--name', ' Ada ', '--language', 'pt-br', '--cv', 'jakes', '--github', 'ada']))).toMatchObject({
      folder: 'site',
      name: 'Ada',
      language: 'pt-BR',
      cv: { form: 'jakes' },
      github: 'ada',
    });
  });
});
