/** The owner's own macros, expanded as TeX expands them, with every line kept where the owner wrote it. */
import { collectMacros, expandMacros } from './macros';
import { plainText } from './inline';
import { parseCv } from './parseCv';
import { reader } from './readers/altacv';
import type { CvEvent } from './types';

const expand = (text: string, keep: string[] = []) => expandMacros(text, collectMacros([text]), (name) => keep.includes(name));

describe('expanding the owner’s macros', () => {
  it('expands 0 to 9 arguments, \\def, and an optional first argument with its default', () => {
    const text = String.raw`\newcommand{\me}{Ada}
\newcommand\role[2]{#1 at #2}
\def\pair#1#2{(#1, #2)}
\newcommand{\tool}[2][Go]{#1/#2}
\newcommand{\nine}[9]{#9#8#7#6#5#4#3#2#1}
\me; \role{Dev}{Acme}; \pair{a}{b}; \tool{x}; \tool[Rust]{y}; \nine123456789`;
    expect(expand(text).text.split('\n').pop()).toBe('Ada; Dev at Acme; (a, b); Go/x; Rust/y; 987654321');
  });

  it("expands xparse's \\NewDocumentCommand with o, O{…} and m arguments, and decides \\IfValueTF on the optional one", () => {
    const text = String.raw`\NewDocumentCommand{\pubs}{o m}{<#2\IfValueTF{#1}{ only #1}{ all}>}
\NewDocumentCommand\tag{O{x} +m}{#1:#2}
\NewDocumentCommand{\verb}{v}{never}
\pubs{a.bib}; \pubs[keyword=x]{b.bib}; \tag{y}; \tag[z]{w}; \verb|q|`;
    expect(expand(text).text.split('\n').pop()).toBe('<a.bib all>; <b.bib only keyword=x>; x:y; z:w; \\verb|q|');
  });

  it('keeps each line where it was: the definitions blank out, a call over several lines lands on its last line', () => {
    const text = '\\newcommand{\\job}[2]{#1 -- #2}\nbefore \\job\n  {Dev}\n  {Acme} then\nafter';
    expect(expand(text).text.split('\n')).toEqual(['', 'before %', '%', 'Dev -- Acme then', 'after']);
  });

  it('lets \\renewcommand replace a definition and \\providecommand not, across files', () => {
    const macros = collectMacros(['\\newcommand{\\x}{one}\\providecommand{\\y}{first}', '\\renewcommand{\\x}{two}\\providecommand{\\y}{second}']);
    expect(macros.get('x')?.body).toBe('two');
    expect(macros.get('y')?.body).toBe('first');
  });

  it('leaves a macro the reader knows as structure for the reader, and names the ones it expanded', () => {
    const result = expand('\\newcommand{\\resumeItem}[1]{\\item #1}\\newcommand{\\me}{Ada}\\resumeItem{\\me}', ['resumeItem']);
    expect(result.text).toBe('\\resumeItem{Ada}');
    expect([...result.expanded]).toEqual(['me']);
  });

  it('stops a macro that expands into itself, and says which', () => {
    const result = expand('\\newcommand{\\loop}{x\\loop}\n\\loop');
    expect(result.endless).toEqual([{ name: 'loop', line: 2 }]);
  });

  it('takes the branch a language flag chooses (\\IfEq, \\ifstrequal), as the PDF does', () => {
    const text = '\\newcommand\\lang{en}\n\\newcommand\\tr[2]{\\IfEq{\\lang}{nl}{#1}{#2}}\n\\tr{Werkervaring}{Experience} \\ifstrequal{a}{a}{yes}{no}';
    expect(expand(text).text.split('\n').pop()).toBe('Experience yes');
  });

  it('leaves a definition whose "}" is missing (it would swallow \\begin{document}) to the walk, which reports it', () => {
    const text = '\\newcommand{\\x}{oops\n\\begin{document}\n\\cvsection{Experience}\n\\cvevent{Dev}{Co}{2020}{Here}}\n\\end{document}';
    expect(expand(text).text).toBe(text);
  });
});

describe('a CV with its own macros', () => {
  it('reads entries written through the owner’s macros, with warnings on the owner’s lines', () => {
    const cv = parseCv([
      { file: 'macros.tex', text: '\\newcommand{\\job}[3][Remote]{\\cvevent{#2}{#3}{2020}{#1}}' },
      { file: 'cv.tex', text: '\\documentclass{altacv}\n\\begin{document}\n\\cvsection{Experience}\n\\job\n  {Dev}\n  {Acme}\n\\job[Lyon]{Lead}{Brise}\n\\cvevent{Only}{two}\n\\end{document}' },
    ]);
    const events = cv.sections[0]!.items as CvEvent[];
    expect(events.map((event) => [event.title, event.organisation, event.location].map(plainText))).toEqual([
      ['Dev', 'Acme', 'Remote'],
      ['Lead', 'Brise', 'Lyon'],
      ['Only', 'two', ''],
    ]);
    expect(cv.macros).toEqual(['job']);
    expect(cv.warnings).toEqual([expect.objectContaining({ file: 'cv.tex', line: 8, message: expect.stringContaining('2 of its 4 arguments') })]);
  });
});

describe('the text the build serves', () => {
  it('has the macros expanded on the same lines, so the browser reads the same CV without expanding anything', () => {
    const text = '\\documentclass{altacv}\n\\newcommand{\\job}[2]{\\cvevent{#1}{#2}{2020}{Here}}\n\\begin{document}\n\\cvsection{Experience}\n\\job\n  {Dev}\n  {Acme}\n\\end{document}';
    const served = reader.expand!(text);
    expect(served.split('\n')).toHaveLength(text.split('\n').length);
    const direct = parseCv([{ file: 'cv.tex', text }]);
    const fromServed = parseCv([{ file: 'cv.tex', text: served }]);
    expect(fromServed.sections).toEqual(direct.sections);
    expect(fromServed.macros).toEqual([]);
    expect(direct.macros).toEqual(['job']);
  });
});
