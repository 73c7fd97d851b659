const { parseArgs, UsageError, HELP } = require('./args');
const { UI_LANGUAGES } = require('./languages');

const problemOf = (argv) => {
  try {
    parseArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return error.message;
  }
  throw new Error(`parseArgs(${JSON.stringify(argv)}) did not fail`);
};

describe('parseArgs', () => {
  it('gives nothing but the switches off when there is no argument', () => {
    expect(parseArgs([])).toEqual({ yes: false, help: false, noInstall: false, part: false });
  });

  it('reads the folder and every option, with its value after a space or an =', () => {
    expect(
      parseArgs([
        'my-site',
        '--yes',
        '--cv',
        'moderncv',
        '--language=de-CH',
        '--github',
        'octocat',
        '--feed',
        'https://dev.to/feed/you',
        '--name',
        'Ada Lovelace',
        '--job-title=Analyst',
        '--no-install',
      ]),
    ).toEqual({
      folder: 'my-site',
      yes: true,
      help: false,
      noInstall: true,
      part: false,
      cv: 'moderncv',
      language: 'de-CH',
      github: 'octocat',
      feed: 'https://dev.to/feed/you',
      name: 'Ada Lovelace',
      jobTitle: 'Analyst',
    });
    expect(parseArgs(['--from', '../cv', 'site'])).toMatchObject({ from: '../cv', folder: 'site' });
  });

  it('reads --part, a switch, and --title, its value after a space or an =', () => {
    expect(parseArgs(['lab', '--part', '--title', 'Synth Lab', '--language', 'fr'])).toEqual({
      folder: 'lab',
      yes: false,
      help: false,
      noInstall: false,
      part: true,
      title: 'Synth Lab',
      language: 'fr',
    });
    expect(parseArgs(['--title=Lab'])).toMatchObject({ title: 'Lab', part: false });
    expect(problemOf(['--part=yes'])).toBe('--part takes no value (got --part=yes).');
    expect(problemOf(['--part', '--title'])).toBe('--title needs a value: --title "<title>".');
    expect(problemOf(['--titel', 'Lab'])).toBe('Unknown option --titel. Did you mean --title?');
  });

  it('knows -y and -h, and reads everything after -- as the folder', () => {
    expect(parseArgs(['-y'])).toMatchObject({ yes: true });
    expect(parseArgs(['-h'])).toMatchObject({ help: true });
    expect(parseArgs(['--', '--odd-name'])).toMatchObject({ folder: '--odd-name' });
  });

  it('keeps a value that starts with one dash', () => {
    expect(parseArgs(['--name', '-Ada-'])).toMatchObject({ name: '-Ada-' });
  });

  it('refuses an unknown option, suggesting the one meant', () => {
    expect(problemOf(['--languge', 'de'])).toBe('Unknown option --languge. Did you mean --language?');
    expect(problemOf(['--template', 'x'])).toBe('Unknown option --template.');
    expect(problemOf(['-x'])).toBe('Unknown option -x.');
  });

  it('refuses an option without its value', () => {
    expect(problemOf(['--cv'])).toBe('--cv needs a value: --cv <form>.');
    expect(problemOf(['--from', '--yes'])).toBe('--from needs a value: --from <path>.');
    expect(problemOf(['--language='])).toBe('--language needs a value: --language <tag>.');
    expect(problemOf(['--github', ''])).toBe('--github needs a value: --github <user>.');
    expect(problemOf(['--feed'])).toBe('--feed needs a value: --feed <url>.');
    expect(problemOf(['--name', ' '])).toBe('--name needs a value: --name "<your name>".');
  });

  it('refuses a value given to a switch, an option given twice, and two folders', () => {
    expect(problemOf(['--yes=no'])).toBe('--yes takes no value (got --yes=no).');
    expect(problemOf(['--cv', 'jakes', '--cv=moderncv'])).toBe('--cv is given twice: give it once.');
    expect(problemOf(['-y', '--yes'])).toBe('--yes is given twice: give it once.');
    expect(problemOf(['one', 'two'])).toBe('One folder only: got "one" and "two". (A name with spaces goes in quotes.)');
    expect(problemOf([''])).toBe('The folder name is empty.');
  });

  it('has a help that names every option, every CV form and every language', () => {
    for (const word of ['--cv', '--from', '--name', '--job-title', '--language', '--github', '--feed', '--no-install', '--yes', '--help', '--part', '--title "<title>"']) {
      expect(HELP).toContain(word);
    }
    expect(HELP).toContain('altacv, awesome-cv, moderncv, jakes, json-resume');
    expect(HELP).toContain(UI_LANGUAGES.join(', '));
    expect(HELP).toContain('npm create @folio-federation@latest lab -- --part\n');
  });
});
