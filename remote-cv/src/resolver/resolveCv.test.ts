import fc from 'fast-check';
import { codeOf, resolveCv, type ResolveResult } from './resolveCv';

const label = (file: string) => `content/cv/${file}`;
const resolve = (files: Record<string, string>, main?: string): ResolveResult => resolveCv({ files: new Map(Object.entries(files)), main, label });
const ok = (result: ResolveResult) => {
  if (!result.ok) throw new Error(result.error);
  return result.cv;
};
const DOC = (body: string) => `\\documentclass[10pt]{altacv}\n\\begin{document}\n${body}\n\\end{document}\n`;

describe('the main file', () => {
  it('is the one .tex file with \\documentclass, whatever its name', () => {
    const cv = ok(resolve({ 'resume_ana.tex': DOC('\\cvsection{Experience}'), 'notes.tex': 'just notes' }));
    expect(cv.main).toBe('resume_ana.tex');
    expect(cv.unused).toEqual(['notes.tex']);
  });

  it('is found when \\documentclass spreads its options over lines, each with its comment', () => {
    const main = '\\documentclass[\n\t12pt,a4paper % Default font size\n]{article}\n\\begin{document}\n\\section{השכלה}\n\\end{document}\n';
    expect(ok(resolve({ 'cv-he.tex': main, 'Fonts/icons.tex': '\\def\\faPhone{}' })).main).toBe('cv-he.tex');
  });

  it('a subfile or a commented-out \\documentclass is not a candidate', () => {
    const files = { 'cv.tex': DOC('\\subfile{parts/jobs}'), 'parts/jobs.tex': '\\documentclass[../cv]{subfiles}\n\\begin{document}\nJOBS\n\\end{document}', 'old.tex': '% \\documentclass{article}' };
    expect(ok(resolve(files)).main).toBe('cv.tex');
  });

  it('none, or more than one, fails with the candidates listed and how to choose', () => {
    const none = resolve({ 'a.tex': 'x', 'b.tex': 'y' });
    expect(none).toEqual({ ok: false, error: expect.stringContaining('none of its .tex files (a.tex, b.tex) has \\documentclass') });
    const two = resolve({ 'cv_en.tex': DOC(''), 'cv_fr.tex': DOC('') });
    expect(two).toEqual({ ok: false, error: expect.stringMatching(/2 files have \\documentclass: cv_en\.tex, cv_fr\.tex\. Name it in content\/site\.json as "cv": \{ "main"/) });
  });

  it('cv.main chooses between several, and names the field when its file is missing', () => {
    expect(ok(resolve({ 'cv_en.tex': DOC('EN'), 'cv_fr.tex': DOC('FR') }, 'cv_fr.tex')).text).toContain('FR');
    expect(resolve({ 'cv_en.tex': DOC('EN') }, 'cv_de.tex')).toEqual({ ok: false, error: expect.stringContaining('field "cv.main" names "cv_de.tex"') });
  });
});

describe('\\input, \\include and \\subfile', () => {
  it('are put in place, nested, with or without .tex, relative to the main file’s folder, and remember their origins', () => {
    const cv = ok(
      resolve({
        'cv.tex': DOC('\\input{sections/experience}\n\\include{sections/skills.tex}'),
        'sections/experience.tex': '\\cvsection{Experience}\n\\input{sections/jobs/first}',
        'sections/jobs/first.tex': '\\cvevent{A}{B}{C}{D}',
        'sections/skills.tex': '\\cvsection{Skills}\\cvtag{Go}',
      }),
    );
    const lines = cv.text.split('\n');
    const at = (needle: string) => cv.origins[lines.findIndex((line) => line.includes(needle))];
    expect(at('\\cvevent{A}')).toEqual({ file: 'sections/jobs/first.tex', line: 1 });
    expect(at('\\cvsection{Skills}')).toEqual({ file: 'sections/skills.tex', line: 1 });
    expect(at('\\end{document}')).toEqual({ file: 'cv.tex', line: 5 });
    expect(cv.text).not.toMatch(/\\input|\\include/);
    expect(cv.used).toEqual(['cv.tex', 'sections/experience.tex', 'sections/jobs/first.tex', 'sections/skills.tex']);
  });

  it('keeps the text around an include on its line', () => {
    const cv = ok(resolve({ 'cv.tex': DOC('Before \\input{part} after'), 'part.tex': 'MIDDLE' }));
    expect(cv.text).toContain('Before \nMIDDLE\n after');
  });

  it('a \\subfile gives only its document body', () => {
    const cv = ok(resolve({ 'cv.tex': DOC('\\subfile{jobs}'), 'jobs.tex': '\\documentclass[cv]{subfiles}\n\\begin{document}\nJOBS\n\\end{document}' }));
    expect(cv.text.match(/\\begin\{document\}/g)).toHaveLength(1);
    expect(cv.text).toContain('JOBS');
  });

  it('an include in a comment is not followed', () => {
    expect(ok(resolve({ 'cv.tex': DOC('% \\input{gone}\n50\\% done') })).text).toContain('50\\% done');
  });

  it('a missing file fails, naming the file and line that asked for it', () => {
    expect(resolve({ 'cv.tex': DOC('\\cvsection{X}\n\\input{sections/missing}') })).toEqual({
      ok: false,
      error: 'content/cv/cv.tex:4: \\input{sections/missing} names a file that is not there (looked for content/cv/sections/missing.tex)',
    });
  });

  it('a file of the TeX distribution in the preamble is left to LaTeX', () => {
    expect(ok(resolve({ 'cv.tex': `\\documentclass{altacv}\n\\input{glyphtounicode}\n\\begin{document}\nX\n\\end{document}` })).text).toContain('X');
  });

  it('a cycle fails instead of looping', () => {
    const result = resolve({ 'cv.tex': DOC('\\input{a}'), 'a.tex': '\\input{b}', 'b.tex': '\\input{a}' });
    expect(result).toEqual({ ok: false, error: expect.stringContaining('content/cv/b.tex:1: \\input{a} would include content/cv/a.tex inside itself') });
  });
});

describe('sidebar files', () => {
  it('every file named in \\cvsection[<file>] is read, before \\end{document}', () => {
    const cv = ok(
      resolve({
        'cv.tex': DOC('\\cvsection[page1sidebar]{Experience}\n\\newpage\n\\cvsection[page2sidebar]{Projects}'),
        'page1sidebar.tex': '\\cvsection{Languages}',
        'page2sidebar.tex': '\\cvsection{Interests}',
      }),
    );
    expect(cv.text.indexOf('Languages')).toBeLessThan(cv.text.indexOf('\\end{document}'));
    expect(cv.text.indexOf('Interests')).toBeGreaterThan(cv.text.indexOf('Languages'));
    expect(cv.unused).toEqual([]);
  });

  it('the original main.tex + sidebar.tex layout works unchanged', () => {
    const cv = ok(resolve({ 'main.tex': DOC('\\cvsection{Experience}'), 'sidebar.tex': '\\cvsection{Skills}\\cvtag{Go}' }));
    expect(cv.text).toMatch(/Experience[\s\S]*Skills[\s\S]*\\end\{document\}/);
  });
});

test('codeOf stops at an unescaped %', () => {
  expect(codeOf('a \\% b % c')).toBe('a \\% b ');
});

test('never throws, whatever the files hold', () => {
  const name = fc.constantFrom('cv.tex', 'a.tex', 'b.tex', 'sub/c.tex');
  const text = fc.array(fc.constantFrom('\\documentclass{altacv}', '\\begin{document}', '\\end{document}', '\\input{a}', '\\include{sub/c}', '\\subfile{b}', '\\cvsection[b]{X}', '%', '{', '}', 'text', '\n', '\\input', ' '), { maxLength: 30 }).map((parts) => parts.join(''));
  fc.assert(
    fc.property(fc.dictionary(name, text), fc.option(name, { nil: undefined }), (files, main) => {
      const result = resolve(files, main);
      expect(typeof result.ok).toBe('boolean');
    }),
    { numRuns: 300 },
  );
});
