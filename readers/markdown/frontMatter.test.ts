/** @jest-environment node */
import { readFrontMatter } from './frontMatter';

describe('readFrontMatter', () => {
  it('reads YAML between --- lines, every key in lower case, dates as written', () => {
    expect(readFrontMatter('---\nTitle: "A post"\ndate: 2015-05-21 10:00:00 -0700\nTags: [a, b]\n---\n\nBody')).toEqual({ ok: true, data: { title: 'A post', date: '2015-05-21 10:00:00 -0700', tags: ['a', 'b'] }, lines: 5 });
  });

  it('reads TOML between +++ lines (Hugo, Zola), its dates as ISO strings and its tables in lower case', () => {
    const result = readFrontMatter('+++\ntitle = "Zola"\ndate = 2024-01-02\n[taxonomies]\nTags = ["rust"]\n[extra]\ntoc = true\n+++\nBody');
    expect(result).toEqual({ ok: true, data: { title: 'Zola', date: '2024-01-02', taxonomies: { tags: ['rust'] }, extra: { toc: true } }, lines: 8 });
  });

  it('closes TOML at an indented +++ too, as Hugo and Zola do', () => {
    expect(readFrontMatter('+++\n  title = "x"\n  +++\nBody')).toMatchObject({ ok: true, data: { title: 'x' }, lines: 3 });
  });

  it('has none when the file does not open with a fence, or opens with a thematic break', () => {
    expect(readFrontMatter('# Title\n\n---\n')).toEqual({ ok: true, data: {}, lines: 0 });
    expect(readFrontMatter('---\n\nSome text after a rule.')).toEqual({ ok: true, data: {}, lines: 0 });
  });

  it('says where YAML that does not parse fails, as a line and column of the post’s file', () => {
    expect(readFrontMatter('---\ntitle: ok\ntags: [a, b\ndate: 2020-01-01\n---\n')).toEqual({ ok: false, line: 4, column: 1, message: expect.stringMatching(/^front matter \(YAML\) does not parse: /) });
    expect(readFrontMatter('---\ntitle: "unclosed\n---\n')).toMatchObject({ ok: false, line: 2 });
  });

  it('says where TOML that does not parse fails', () => {
    expect(readFrontMatter('+++\ntitle = "x"\ndate = \n+++\n')).toEqual({ ok: false, line: 3, column: 8, message: expect.stringMatching(/^front matter \(TOML\) does not parse: /) });
  });

  it('says a fence that is never closed, when what follows reads as front matter', () => {
    expect(readFrontMatter('---\ntitle: x\n\nBody')).toEqual({ ok: false, line: 1, message: 'front matter opened with --- on line 1 is never closed' });
  });

  it('stops an alias bomb', () => {
    const bomb = `---\na: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: [*e,*e,*e,*e,*e,*e,*e,*e,*e]\n---\n`;
    expect(readFrontMatter(bomb)).toMatchObject({ ok: false });
  });
});
