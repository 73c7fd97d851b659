const { UI_LANGUAGES } = require('../languages');
const { parseArgs } = require('../args');
const { checkPartOptions, partAnswersWithDefaults, SITE_ONLY } = require('./options');

const problems = (argv) => checkPartOptions(parseArgs(['--part', ...argv])).problems;

describe('checkPartOptions', () => {
  it('accepts a title and a language', () => {
    expect(problems(['lab', '--title', 'Synth Lab', '--language', 'pt-br', '--yes', '--no-install'])).toEqual([]);
  });

  it.each([
    [['--cv', 'moderncv'], '--cv is for a site: a part (--part) has no CV.'],
    [['--from', '../cv'], '--from is for a site, to bring your CV: a part (--part) has no CV.'],
    [['--github', 'octocat'], '--github is for a site, whose Projects page lists your repositories: a part (--part) lists none.'],
    [['--feed', 'https://dev.to/feed/you'], "--feed is for a site, whose Writing page lists your blog's posts: a part (--part) has no feed."],
    [['--name', 'Ada'], '--name is for a site, which shows your name: a part (--part) is named by its --title.'],
    [['--job-title', 'Analyst'], '--job-title is for a site, which shows your job title: a part (--part) has none.'],
  ])('refuses a site\'s option: %j', (argv, problem) => {
    expect(problems(argv)).toEqual([problem]);
  });

  it("knows every option of a site's that a part has no use for", () => {
    expect(Object.keys(SITE_ONLY).sort()).toEqual(['cv', 'feed', 'from', 'github', 'jobTitle', 'name']);
  });

  it('refuses a language the site is not written in, as for a site', () => {
    expect(problems(['--language', 'tlh'])).toEqual([
      `--language "tlh" is not a language the site's own text is written in: use one of ${UI_LANGUAGES.join(', ')} (with any region, e.g. "de-CH").`,
    ]);
  });

  it('refuses an empty title', () => {
    expect(checkPartOptions({ part: true, title: '  ' }).problems).toEqual(['--title "  " must not be empty.']);
  });

  it('gives every problem at once', () => {
    expect(problems(['--cv', 'altacv', '--name', 'Ada', '--language', 'xx-1'])).toHaveLength(3);
  });
});

describe('partAnswersWithDefaults', () => {
  it('fills in the defaults: my-part, Lab, en', () => {
    expect(partAnswersWithDefaults(parseArgs(['--part']))).toEqual({ folder: 'my-part', title: 'Lab', language: 'en' });
  });

  it('takes the options, the title trimmed, the language in its canonical case', () => {
    expect(partAnswersWithDefaults(parseArgs(['synth', '--part', '--title', ' Synth ', '--language', 'pt-br']))).toEqual({ folder: 'synth', title: 'Synth', language: 'pt-BR' });
  });
});
