import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BibSyntaxError } from './bibFile';
import { MissingBibError, readPublications } from './readPublications';
import type { Publication, Publications } from './types';
import { plainText } from '../parser/inline';

const ALTACV = path.join(__dirname, '__fixtures__/altacv');

/** A CV folder in memory: file name → text. */
function folder(files: Record<string, string>) {
  return (name: string) => (name in files ? { file: `content/cv/${name}`, text: files[name]! } : null);
}

/** Each list as "Part / Group: key, key…". */
function lists(publications: Publications | null): string[] {
  return (publications?.parts ?? []).flatMap((part) => part.groups.map((group) => `${part.title ?? '-'} / ${group.title ?? '-'}: ${group.entries.map((entry) => entry.key).join(', ')}`));
}

function entries(publications: Publications | null): Publication[] {
  return (publications?.parts ?? []).flatMap((part) => part.groups.flatMap((group) => group.entries));
}

const BIB = `
@article{old, author = {Doe, Jane and Roe, Richard}, title = {Old {GPU} Paper}, journal = {J. of Things}, year = {2015}, keywords = {selected, gpu}}
@inproceedings{new, author = {Jane Doe and others}, title = {New \\emph{Sparse} Work -- Part 2}, booktitle = {Proc. of \\& Stuff}, year = {2023}, doi = {https://doi.org/10.1000/xyz}, eprint = {2301.01234}, eprinttype = {arXiv}}
@book{book, author = {Abel, Ann}, title = {A Book}, publisher = {Press}, date = {2019-05}, url = {https://example.org/book.pdf}}
@phdthesis{thesis, author = {Doe, Jane}, title = {The Thesis}, school = {Uni}, year = {2012}, keywords = {gpu}}
`;

describe('readPublications', () => {
  it("reads AltaCV's own sample as its PDF prints it: three lists under Publications, newest first, the owner's names in bold", () => {
    const files = Object.fromEntries(['sample.tex', 'sample.bib', 'pubs-num.cfg'].map((name) => [name, readFileSync(path.join(ALTACV, name), 'utf8')]));
    const { publications, warnings, files: read } = readPublications({ cvText: files['sample.tex']!, readFile: folder(files) });
    expect(warnings).toEqual([]);
    expect(read).toEqual(['content/cv/sample.bib']);
    // pubs-num.cfg (read through \input) asks for sorting=ydnt: 2011 before 2008.
    expect(lists(publications)).toEqual([
      'Publications / Books: else:lim:2010',
      'Publications / Journal Articles: wong:else:2011, lim:else:2011',
      'Publications / Conference Proceedings: else:lim.init:2010',
    ]);
    const bold = entries(publications).flatMap((entry) => entry.authors.filter((author) => author.own).map((author) => author.name));
    // \mynames{Lim/Lian\bibnamedelima Tze, Wong/Lian\bibnamedelima Tze, Lim/Tracy, Lim/L.\bibnamedelimi T.}
    expect(bold).toEqual(['Tracy Lim', 'Lian Tze Wong', 'Lian Tze Lim', 'L. T. Lim']);
    expect(entries(publications).flatMap((entry) => entry.authors.map((author) => author.name))).not.toContain('Else Someone ');
  });

  it('reads each field as text, with its links, and keeps the entry as written for Copy BibTeX', () => {
    const cv = '\\usepackage[sorting=ydnt]{biblatex}\\addbibresource{pubs.bib}\n\\section{Papers}\\nocite{*}\\printbibliography[heading=none]';
    const { publications } = readPublications({ cvText: cv, readFile: folder({ 'pubs.bib': BIB }) });
    const [newer, book, old] = entries(publications);
    expect(entries(publications).map((entry) => entry.key)).toEqual(['new', 'book', 'old', 'thesis']);
    expect(newer).toMatchObject({ type: 'inproceedings', doi: '10.1000/xyz', arxiv: '2301.01234', date: '2023', more: true, authors: [{ name: 'Jane Doe' }] });
    expect(plainText(newer!.title)).toBe('New Sparse Work – Part 2');
    expect(newer!.title.find((run) => run.kind === 'text' && run.italic)).toMatchObject({ text: 'Sparse' });
    expect(plainText(newer!.venue)).toBe('Proc. of & Stuff');
    expect(newer!.bibtex).toMatch(/^@inproceedings\{new, author = \{Jane Doe and others\}.*eprinttype = \{arXiv\}\}$/);
    expect(book).toMatchObject({ pdf: 'https://example.org/book.pdf', date: '2019-05' });
    expect(book!.url).toBeUndefined();
    expect(plainText(old!.title)).toBe('Old GPU Paper');
  });

  it('lists only what the CV cites, and filters each list by type, keyword and category, in the order of the \\printbibliography', () => {
    const cv = [
      '\\usepackage[style=authoryear]{biblatex}',
      '\\addbibresource{pubs.bib}',
      '\\DeclareBibliographyCategory{mine}\\addtocategory{mine}{book,thesis}',
      '\\section{Publications}',
      'As in \\parencite[p.~3]{old} and \\textcite{thesis,book}; \\cites{new}{old}.',
      '\\printbibliography[heading=subbibliography,title={Selected},keyword=selected]',
      '\\printbibliography[title={Theses}, type=thesis]',
      '\\printbibliography[title={Mine},category=mine,nottype=thesis]',
      '\\printbibliography[title={Nothing},type=patent]',
    ].join('\n');
    const { publications } = readPublications({ cvText: cv, readFile: folder({ 'pubs.bib': BIB }) });
    // heading=subbibliography sits under the CV's section; a titled list with biblatex's default heading is a section of its own.
    expect(lists(publications)).toEqual(['Publications / Selected: old', '- / Theses: thesis', '- / Mine: book']);
  });

  it('sorts as the sorting option says: nty by default, ydnt newest first, none in citation order', () => {
    const cv = (options: string) => `\\usepackage[${options}]{biblatex}\\addbibresource{pubs.bib}\\cite{thesis}\\nocite{*}\\printbibliography`;
    const keys = (options: string) => entries(readPublications({ cvText: cv(options), readFile: folder({ 'pubs.bib': BIB }) }).publications).map((entry) => entry.key);
    expect(keys('')).toEqual(['book', 'new', 'old', 'thesis']);
    expect(keys('sorting=ydnt')).toEqual(['new', 'book', 'old', 'thesis']);
    expect(keys('sorting=none')).toEqual(['thesis', 'old', 'new', 'book']);
    expect(keys('style=ieee')).toEqual(['thesis', 'old', 'new', 'book']);
  });

  it('reads classic BibTeX: \\bibliography with its style, multibib lists, and an inline thebibliography as written', () => {
    const plain = readPublications({ cvText: '\\section{Papers}\\nocite{*}\\bibliographystyle{plain}\\bibliography{pubs}', readFile: folder({ 'pubs.bib': BIB }) });
    expect(lists(plain.publications)).toEqual(['Papers / -: book, thesis, old, new']);
    const unsorted = readPublications({ cvText: '\\nocite{new,old}\\bibliographystyle{unsrt}\\bibliography{pubs.bib}', readFile: folder({ 'pubs.bib': BIB }) });
    expect(lists(unsorted.publications)).toEqual(['- / -: new, old']);
    const multibib = readPublications({
      cvText: '\\usepackage{multibib}\\newcites{book,misc}{{Books},{Other papers}}\n\\section{Publications}\\nocitebook{book}\\nocitemisc{old,new}\\bibliographystylebook{plain}\\bibliographybook{pubs}\\bibliographystylemisc{unsrt}\\bibliographymisc{pubs}',
      readFile: folder({ 'pubs.bib': BIB }),
    });
    // multibib heads each list with \section*{its title}: beside the CV's sections, not under one.
    expect(lists(multibib.publications)).toEqual(['- / Books: book', '- / Other papers: old, new']);
    const inline = readPublications({ cvText: '\\section{Talks}\\begin{thebibliography}{9}\\bibitem{a} J. Doe, \\emph{A talk}, 2020.\n\\bibitem[X]{b} Another.\\end{thebibliography}', readFile: folder({}) });
    expect(entries(inline.publications).map((entry) => plainText(entry.title))).toEqual(['J. Doe, A talk, 2020.', 'Another.']);
  });

  it("marks the owner by the CV's own request, biblatex annotations, or else by the site owner's name", () => {
    const bib = '@article{a, author = {Doe, Jane and Roe, Richard and Moe, Mary}, author+an = {3=highlight}, title = {T}, year = {2020}}';
    const own = (cv: string, ownerName?: string) =>
      entries(readPublications({ cvText: `\\addbibresource{p.bib}\\nocite{*}${cv}\\printbibliography`, readFile: folder({ 'p.bib': bib }), ownerName }).publications)[0]!.authors.filter((author) => author.own).map((author) => author.name);
    expect(own('')).toEqual(['Mary Moe']);
    expect(own('', 'Richard Roe')).toEqual(['Richard Roe', 'Mary Moe']);
    expect(own('\\renewcommand*{\\mkbibnamefamily}[1]{\\ifdefstring{\\namepartfamily}{Doe}{\\textbf{#1}}{#1}}', 'Richard Roe')).toEqual(['Jane Doe', 'Mary Moe']);
  });

  it('warns of a cited key no .bib has, naming it and its line, and of a filter it does not read; the rest is shown', () => {
    const cv = '\\addbibresource{pubs.bib}\n\\cite{old}\n\\cite{gone}\n\\printbibliography[filter=recent]';
    const { publications, warnings } = readPublications({ cvText: cv, readFile: folder({ 'pubs.bib': BIB }) });
    expect(lists(publications)).toEqual(['- / -: old']);
    expect(warnings).toEqual([
      { line: 3, message: 'The CV cites "gone", which none of its .bib files has (pubs.bib): it is left out' },
      { line: 4, message: expect.stringContaining('option "filter=recent" is not one the site reads') },
    ]);
  });

  it('stops on a .bib that does not parse, with its file, line and the lines around it, and on a .bib that is not there', () => {
    const broken = '@article{ok, title={Fine}, year={2020}}\n\n@article{broken,\n  title = {Unclosed brace,\n  year = {2021}\n}\n\n@book{next, title={After}, year={2019}}\n';
    const read = () => readPublications({ cvText: '\\addbibresource{pubs.bib}\\nocite{*}\\printbibliography', readFile: folder({ 'pubs.bib': broken }) });
    expect(read).toThrow(BibSyntaxError);
    expect(read).toThrow(/^content\/cv\/pubs\.bib:8: this \.bib file cannot be read: .*the entry "broken" that starts on line 3\.\n {2}6 \| \}\n {2}7 \| \n> 8 \| @book\{next/);
    expect(() => readPublications({ cvText: '\\addbibresource{gone.bib}\\printbibliography', readFile: folder({}) })).toThrow(MissingBibError);
  });

  it('has nothing to show for a CV without a bibliography', () => {
    expect(readPublications({ cvText: '\\section{Experience}\\cite{x}', readFile: folder({}) })).toEqual({ publications: null, warnings: [], files: [], printedIn: [] });
  });

  it('reads 3,000 entries well inside the build’s budget', () => {
    const bib = Array.from({ length: 3000 }, (_, i) => `@article{k${i}, author = {M{\\"u}ller, J{\\"o}rg and Kestrel, Mira}, title = {{GPU} \\emph{Sparse} Solvers -- Part ${i}}, journal = {J \\& S}, year = {${1990 + (i % 30)}}, doi = {10.1000/${i}}}`).join('\n');
    const started = performance.now();
    const { publications } = readPublications({ cvText: '\\usepackage[sorting=ydnt]{biblatex}\\addbibresource{big.bib}\\nocite{*}\\printbibliography', readFile: folder({ 'big.bib': bib }) });
    expect(entries(publications)).toHaveLength(3000);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("reads what real CVs do: the setup in the owner's own .sty, \\defbibcheck tests, \\makeauthorbold, % comments in the .bib, a .bib named twice", () => {
    const sty = [
      '\\usepackage[sorting=ydpdnt,style=apa]{biblatex}',
      '\\addbibresource{papers.bib}',
      '\\makeauthorbold{Kleinschmidt}',
      '\\defbibcheck{inpress}{\\iffieldequalstr{pubstate}{inpress}{}{\\skipentry}}',
      '\\defbibcheck{nopubstate}{\\iffieldundef{pubstate}{}{\\skipentry}}',
      '\\defbibcheck{inprep}{%',
      '  \\iffieldequalstr{pubstate}{inpreparation}{}{\\iffieldequalstr{pubstate}{submitted}{}{\\skipentry}}%',
      '}',
      '\\newcommand{\\recentyear}{2000}',
      '\\defbibcheck{recent}{\\iffieldint{year}{\\ifnumless{\\thefield{year}}{\\recentyear}{\\skipentry}{}}{\\skipentry}}',
      '\\defbibcheck{odd}{\\ifboolexpr{test {\\ifkeyword{x}}}{}{\\skipentry}}',
    ].join('\n');
    const cv = [
      '\\documentclass{moderncv}\\usepackage{cv_owner}\\addbibresource{papers.bib}',
      '\\section{Publications}\\nocite{*}',
      '\\printbibliography[title={In press},type=article,check=inpress]',
      '\\printbibliography[heading=none,type=article,check=nopubstate]',
      '\\printbibliography[title={Submitted and in preparation},check=inprep]',
      '\\printbibliography[title={Recent},type=inproceedings,check=recent]',
      '\\subsection{Talks}',
      '\\printbibliography[heading=none,type=misc,check=odd]',
    ].join('\n');
    const bib = [
      '% In prep (use @unpublished, pubstate={inpreparation})',
      '@article{a, author = {Kleinschmidt, Dave and Roe, Rick}, title = {A}, year = {2020}}',
      '@article{b, author = {Roe, Rick}, title = {B}, year = {2021}, pubstate = {inpress}}',
      '@unpublished{c, author = {Kleinschmidt, D. F.}, title = {C}, pubstate = {submitted}}',
      '@article{d, title = {D}, year = {2015}}',
      '@inproceedings{e, title = {E}, year = {1999}}',
      '@inproceedings{f, title = {F}, year = {2005}}',
      '@misc{g, title = {G}, year = {2005}}',
    ].join('\n');
    const { publications, warnings } = readPublications({ cvText: cv, readFile: folder({ 'cv_owner.sty': sty, 'papers.bib': bib }) });
    // ydpdnt: a sorting of the owner's style, newest first as its name says.
    // A list with no title of its own under a \subsection prints under that sub-heading.
    expect(lists(publications)).toEqual(['- / In press: b', 'Publications / -: a, d', '- / Submitted and in preparation: c', '- / Recent: f', 'Publications / Talks: g']);
    expect(warnings).toEqual([{ line: 8, message: expect.stringContaining('\\defbibcheck{odd} tests more than the site reads') }]);
    expect(entries(publications).flatMap((entry) => entry.authors.filter((author) => author.own).map((author) => author.name))).toEqual(['Dave Kleinschmidt', 'D. F. Kleinschmidt']);
  });

  it("reads lists a macro of the owner's .sty prints, with the headings and categories its macros declare (PaulTran47/latex-cv-with-biblatex)", () => {
    const sty = [
      '\\newcommand{\\makebibcategory}[2]{\\DeclareBibliographyCategory{#1}\\defbibheading{#1}{\\section*{#2}}}',
      '\\makebibcategory{wps}{Working papers}',
      '\\makebibcategory{wips}{Works in progress}',
      '\\def\\printbib#1{\\printbibliography[category = #1, heading = #1]}',
    ].join('\n');
    const cv = '\\usepackage{mine}\\addbibresource{pubs.bib}\\addtocategory{wps}{old}\\addtocategory{wips}{new,book}\n\\section{Research}\\nocite{*}\n\\printbib{wps}\n\\printbib{wips}';
    const { publications, warnings } = readPublications({ cvText: cv, readFile: folder({ 'mine.sty': sty, 'pubs.bib': BIB }) });
    expect(warnings).toEqual([]);
    expect(lists(publications)).toEqual(['- / Working papers: old', '- / Works in progress: book, new']);
  });

  it("reads no list inside a macro's definition, and says so when the CV reads .bib files and prints no list the site can find", () => {
    // Defined, never called; and a package the folder does not have.
    const cv = '\\usepackage{elsewhere}\n\\addbibresource{pubs.bib}\n\\newcommand{\\printbib}[1]{\\printbibliography[category=#1,heading=#1]}\n\\section{Research}\\printpubs{wps}';
    const { publications, warnings } = readPublications({ cvText: cv, readFile: folder({ 'pubs.bib': BIB }) });
    expect(publications).toBeNull();
    expect(warnings).toEqual([{ line: 2, message: expect.stringContaining('The CV reads pubs.bib but prints no bibliography the site can find') }]);
  });
});
