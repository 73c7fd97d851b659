import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCv } from '../builder/cvReport';
import { cvOfEachLanguage } from '../builder/cvFolder';

const sample = (name: string) => readFileSync(path.join(__dirname, '../../content/cv', name), 'utf8');

describe('the build-time CV check and report', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cv-check-'));
    mkdirSync(path.join(dir, 'cv', 'sections'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, text: string) => writeFileSync(path.join(dir, 'cv', name), text);
  const file = (name: string) => path.join(dir, 'cv', name);

  it('passes the sample CV with no error or warning, and reports where each section went', () => {
    write('main.tex', sample('main.tex'));
    write('sidebar.tex', sample('sidebar.tex'));
    const { errors, warnings, report } = checkCv(dir, {});
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
    expect(report[0]).toBe(`CV: ${file('main.tex')} and 1 more file, 7 sections, read as AltaCV`);
    expect(report[1]).toBe('  your macros expanded: \\divider');
    expect(report).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^  Experience +${file('main.tex')}:\\d+ +→ Experience +4 entries, 22 tags$`)),
        expect.stringMatching(new RegExp(`^  Languages +${file('sidebar.tex')}:\\d+ +→ Skills +3 tags$`)),
        expect.stringMatching(/^ {2}Most Proud of .* → Qualifications +1 entry$/),
      ]),
    );
  });

  it("checks a translation's own CV like the main one, naming its file; a translation without one shows the main CV", () => {
    write('main.tex', sample('main.tex'));
    write('sidebar.tex', sample('sidebar.tex'));
    const german = path.join(dir, 'translations', 'de', 'cv');
    mkdirSync(german, { recursive: true });
    writeFileSync(path.join(german, 'lebenslauf.tex'), '\\documentclass{altacv}\n\\begin{document}\nNur Text, kein Abschnitt.\n\\end{document}\n');
    const languages = [
      { tag: 'en', cvFolder: null },
      { tag: 'de', cvFolder: german },
      { tag: 'ja', cvFolder: null },
    ];
    const cvs = cvOfEachLanguage(dir, languages, { main: 'main.tex' });
    // cv.main names the main CV's file; the German folder has none by that name, so its one document is read.
    expect(cvs).toEqual([
      { lang: 'en', dir, main: 'main.tex' },
      { lang: 'de', dir: path.join(dir, 'translations', 'de'), main: undefined },
    ]);
    const { errors } = checkCv(cvs[1]!.dir, { main: cvs[1]!.main });
    expect(errors).toEqual([`${path.join(german, 'lebenslauf.tex')}:3: No \\cvsection was found, so the CV pages have nothing to show: put each part of the CV under a \\cvsection{…}`]);
  });

  it('warns about an unclosed brace (as LaTeX does) and builds, naming the owner’s own file and line inside an \\input', () => {
    write('resume.tex', '\\documentclass{altacv}\n\\begin{document}\n\\input{sections/jobs}\n\\end{document}\n');
    write('sections/jobs.tex', '\\cvsection{Experience}\n\\cvevent{Dev{Co}{2020}{Here}\n');
    const { errors, warnings } = checkCv(dir, {});
    expect(errors).toEqual([]);
    expect(warnings).toEqual([`${file('sections/jobs.tex')}:2: Unclosed "{": the group was ended at the next brace or line end`]);
  });

  it('fails on a missing \\input, naming the file and line', () => {
    write('resume.tex', '\\documentclass{altacv}\n\\begin{document}\n\\input{sections/gone}\n\\end{document}\n');
    expect(checkCv(dir, {}).errors).toEqual([expect.stringContaining(`${file('resume.tex')}:3: \\input{sections/gone} names a file that is not there`)]);
  });

  it('warns about a section that shows nothing, and a file the CV does not use', () => {
    write('resume.tex', '\\documentclass{altacv}\n\\begin{document}\n\\cvsection{Experience}\\cvevent{Dev}{Co}{2020}{Here}\n\\cvsection{A Day of My Life}\n\\wheelchart{1cm}{0.5cm}{1/2em/red/Sleep}\n\\end{document}\n');
    write('old.tex', '\\cvsection{Old}');
    const { warnings, report } = checkCv(dir, {});
    expect(warnings).toEqual([`${file('resume.tex')}:4: the section "A Day of My Life" shows nothing on the site (no entries, tags, skills, bullets or text in it)`]);
    expect(report).toContain(`  (${file('old.tex')} is not used: no \\input, \\include, \\subfile or \\cvsection[…] names it)`);
  });

  describe('a CV that prints a bibliography', () => {
    const CV = [
      '\\documentclass{moderncv}',
      '\\usepackage[sorting=ydnt]{biblatex}',
      '\\addbibresource{papers.bib}',
      '\\begin{document}',
      '\\section{Experience}\\cventry{2020}{Dev}{Co}{Here}{}{}',
      '\\section{Publications}',
      '\\nocite{*}\\cite{gone}',
      '\\printbibliography[title={Articles},type=article]',
      '\\printbibliography[title={Other},nottype=article]',
      '\\end{document}',
    ].join('\n');

    it('reports its lists and the .bib it read, sends its section to the Publications page, and warns of a key no .bib has', () => {
      write('cv.tex', CV);
      write('papers.bib', '@article{a, title={A}, year={2020}}\n@book{b, title={B}, year={2019}}\n@misc{c, title={C}, year={2021}}\n');
      const { errors, warnings, report } = checkCv(dir, {});
      expect(errors).toEqual([]);
      expect(warnings).toEqual([`${file('cv.tex')}:7: The CV cites "gone", which none of its .bib files has (papers.bib): it is left out`]);
      expect(report).toContain(`  Publications: 3 entries in 2 lists (Articles 1, Other 2) from ${file('papers.bib')} → Publications page`);
      expect(report).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^  Publications +${file('cv.tex')}:6 +→ Publications +its bibliography$`))]));
    });

    it('fails on a .bib that does not parse, with its line and the lines around it, and reads it again once fixed', () => {
      write('cv.tex', CV);
      write('papers.bib', '@article{a, title={A}, year={2020}}\n@book{b, title={B, year={2019}}\n@misc{c, title={C}}\n');
      const [error] = checkCv(dir, {}).errors;
      expect(error).toMatch(new RegExp(`^${file('papers.bib')}:3: this \\.bib file cannot be read: .*\\n {2}1 \\| @article`));
      write('papers.bib', '@article{a, title={A}, year={2020}}\n');
      expect(checkCv(dir, {}).errors).toEqual([]);
    });

    it("reads a list printed by the owner's own macro in the CV", () => {
      write('cv.tex', CV.replace('\\printbibliography[title={Other},nottype=article]', '\\newcommand{\\pubs}[2]{\\printbibliography[title={#1},nottype=#2]}\n\\pubs{Other}{article}'));
      write('papers.bib', '@article{a, title={A}, year={2020}}\n@book{b, title={B}, year={2019}}\n');
      expect(checkCv(dir, {}).report).toContain(`  Publications: 2 entries in 2 lists (Articles 1, Other 1) from ${file('papers.bib')} → Publications page`);
    });
  });
});
