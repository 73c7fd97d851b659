/** @jest-environment node */
const { readArgs } = require('./args');
const { VERBS, mainHelp, verbHelp } = require('./verbs');

describe('folio command line', () => {
  it('reads each verb with its options', () => {
    expect(readArgs(['start'])).toEqual({ verb: 'start', options: {} });
    expect(readArgs(['build', '--only', 'cv', '--only', 'shell'])).toEqual({ verb: 'build', options: { only: ['cv', 'shell'] } });
    expect(readArgs(['serve:site', '--base', '/portfolio/'])).toEqual({ verb: 'serve:site', options: { base: '/portfolio/' } });
  });

  it('answers --help, for the tool and for each verb, and --version', () => {
    expect(readArgs([])).toEqual({ help: true });
    expect(readArgs(['--help'])).toEqual({ help: true });
    expect(readArgs(['build', '--help'])).toEqual({ verb: 'build', help: true });
    expect(readArgs(['--version'])).toEqual({ version: true });
  });

  it('says what is wrong, naming the verb, the option and where to look', () => {
    expect(readArgs(['deploy']).error).toBe('"deploy" is not a folio command. The commands are: start, build, build:site, serve, serve:site, snapshot, keep-previous, check, upgrade, media:prepare, part:start, part:build, part:test.');
    expect(readArgs(['build', '--fast']).error).toBe('folio build: unknown option --fast. See folio build --help.');
    expect(readArgs(['serve', '--base']).error).toBe('folio serve: --base needs a value. See folio serve --help.');
    expect(readArgs(['start', 'now']).error).toBe('folio start: unexpected argument "now". See folio start --help.');
    expect(readArgs(['build', '--only', 'blog']).error).toBe('folio build: there is no app "blog". The apps are: shell, cv, projects, music, writing.');
  });

  it('lists every verb in the help, and each verb tells its usage and options', () => {
    const help = mainHelp('1.2.3');
    expect(help).toMatch(/^folio 1\.2\.3/);
    for (const verb of Object.keys(VERBS)) expect(help).toMatch(new RegExp(`^  ${verb} +\\S`, 'm'));
    expect(verbHelp('build')).toMatch(/^Usage: folio build \[options\]/);
    expect(verbHelp('build')).toMatch(/--only <app> +build one app only \(shell, cv, projects, music, writing\)/);
    expect(verbHelp('start')).toMatch(/^Usage: folio start\n/);
    expect(verbHelp('start')).toMatch(/--help +show this help/);
  });
});
