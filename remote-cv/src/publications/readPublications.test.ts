import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BibSyntaxError } from './bibFile';
import { MissingBibError, readPublications } from './readPublications';
import type { Publication, Publications } from './types';
import { plainText } from '../parser/inline';
import { parseCv } from '../parser/parseCv';
import { expandBibliographyMacros } from './bibMacros';

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
    // article's thebibliography heads the list with \refname, a section of its own.
    expect(lists(plain.publications)).toEqual(['- / References: book, thesis, old, new']);
    const unsorted = readPublications({ cvText: '\\nocite{new,old}\\bibliographystyle{unsrt}\\bibliography{pubs.bib}', readFile: folder({ 'pubs.bib': BIB }) });
    expect(lists(unsorted.publications)).toEqual(['- / References: new, old']);
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
    expect(lists(publications)).toEqual(['- / References: old']);
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

describe('readPublications on what more real CVs do', () => {
  const read = (cvText: string, files: Record<string, string> = {}) => readPublications({ cvText, readFile: folder({ 'pubs.bib': BIB, ...files }), md5: (text) => createHash('md5').update(text).digest('hex') });
  const bold = (publications: Publications | null) => entries(publications).flatMap((entry) => entry.authors.filter((author) => author.own).map((author) => author.name));

  it("expands a list-printing macro of the owner's own class, an xparse one with a refsection and its own .bib (AlainOUYANG/MyCV), and the CV's sections show none of its arguments", () => {
    const cls = [
      '\\RequirePackage[style=ieee,sorting=ynt]{biblatex}',
      '\\NewDocumentCommand{\\publications}{o m}{%',
      '  \\begin{refsection}[#2]\\nocite{*}',
      '  \\IfValueTF{#1}{\\printbibliography[heading=none,#1]}{\\printbibliography[heading=none]}%',
      '  \\end{refsection}}',
    ].join('\n');
    const cv = '\\documentclass{mycv}\n\\begin{document}\n\\section{Selected Publications}\n\\publications[keyword={gpu}]{my papers.bib}\n\\section{Skills}\nGo\n\\end{document}';
    const files = { 'mycv.cls': cls, 'my papers.bib': BIB };
    const { publications, warnings } = readPublications({ cvText: cv, readFile: folder(files) });
    expect(warnings).toEqual([]);
    // sorting=ynt from the class: oldest first.
    expect(lists(publications)).toEqual(['Selected Publications / -: thesis, old']);
    const { cvText } = expandBibliographyMacros(cv, (name) => files[name as keyof typeof files] ?? null);
    expect(cvText.split('\n')).toHaveLength(cv.split('\n').length);
    const shown = parseCv([{ file: 'cv', text: cvText }]).sections.map((section) => `${section.title}: ${section.items.length}`);
    expect(shown).toEqual(['Selected Publications: 0', 'Skills: 1']);
  });

  it("applies \\DeclareSourcemap's keywords, reads the owner's package options as its macros (mdeff/cv's autopub.sty), and warns of a list that selects nothing", () => {
    const sty = [
      '\\RequirePackage[sorting=ydnt]{biblatex}',
      '\\DeclareSourcemap{\\maps[datatype=bibtex]{\\map{',
      '  \\step[fieldsource=author, match=\\autopub@authorlastname, final]',
      '  \\step[fieldset=keywords, fieldvalue=ownpubs]',
      '}}}',
      '\\defbibcheck{recent}{\\ifnumless{\\thefield{year}}{\\autopub@startyear}{\\skipentry}{}}',
      '\\DeclareNameFormat{author}{\\ifthenelse{\\equal{\\namepartfamily}{\\autopub@authorlastname}}{\\uline{#1}}{#1}}',
      '\\newcommand{\\autopuball}{\\printbibliography[keyword=ownpubs, check=recent, heading=none]}',
      '\\nocite{*}',
    ].join('\n');
    const cv = '\\usepackage[authorlastname=Doe, startyear=2014]{autopub}\\addbibresource{pubs.bib}\n\\section{Papers}\\autopuball\n\\printbibliography[title=Patents, type=patent]';
    const { publications, warnings } = read(cv, { 'autopub.sty': sty });
    // Jane Doe wrote new (2023), old (2015) and thesis (2012); old and thesis have keywords already, which a map without overwrite keeps.
    expect(lists(publications)).toEqual(['Papers / -: new']);
    expect(bold(publications)).toEqual(['Jane Doe']);
    expect(warnings).toEqual([{ line: 3, message: expect.stringContaining('This list ("Patents") selects none of the 4 entries it could print (type=patent)') }]);
  });

  it('reads the branch of an \\iftoggle the PDF prints, and a keyword the .bib writes with LaTeX accents', () => {
    const bib = `${BIB}\n@misc{talk, author = {Doe, Jane}, title = {Talk}, year = {2020}, keywords = {publi{\\'e}}}`;
    const cv = (compact: string) =>
      `\\newtoggle{compact}\\toggle${compact}{compact}\\addbibresource{pubs.bib}\\nocite{*}\n\\section{Papers}\\iftoggle{compact}{\\printbibliography[heading=none,keyword=selected]}{\\printbibliography[heading=none,keyword=publié]}`;
    expect(lists(read(cv('true'), { 'pubs.bib': bib }).publications)).toEqual(['Papers / -: old']);
    expect(lists(read(cv('false'), { 'pubs.bib': bib }).publications)).toEqual(['Papers / -: talk']);
  });

  it("heads a classic bibliography as the class does: moderncv's Publications, the CV's own \\refname, babel's in French, none in an old moderncv", () => {
    const cv = (preamble: string) => `\\documentclass{moderncv}${preamble}\\begin{document}\\section{Skills}Go\n\\nocite{*}\\bibliographystyle{plain}\\bibliography{pubs}\\end{document}`;
    expect(lists(read(cv('')).publications)).toEqual(['- / Publications: book, thesis, old, new']);
    expect(lists(read(cv('\\renewcommand{\\refname}{Articles}')).publications)).toEqual(['- / Articles: book, thesis, old, new']);
    expect(lists(read(cv('\\usepackage[english,french]{babel}')).publications)).toEqual(['- / Références: book, thesis, old, new']);
    const old = { 'moderncv.cls': '\\newcommand*{\\bibliographyhead}[1]{}' };
    expect(lists(read(cv(''), old).publications)).toEqual(['Skills / -: book, thesis, old, new']);
  });

  it("follows the owner's \\defbibheading over biblatex's own, and the sorting of a .cfg, a \\newrefcontext and an own .bst", () => {
    const heading = read('\\addbibresource{pubs.bib}\\defbibheading{bibliography}[\\bibname]{\\subsection*{#1}}\\nocite{*}\n\\section{Research}\\printbibliography[title=Talks,type=misc]\\printbibliography[title=Books,type=book]');
    expect(lists(heading.publications)).toEqual(['Research / Books: book']);
    const sorted = read('\\InputIfFileExists{pubs.cfg}{}{}\\addbibresource{pubs.bib}\\nocite{*}\n\\printbibliography[title=Newest]\\newrefcontext[sorting=nyt]\\printbibliography[title=By name]', {
      'pubs.cfg': '\\ExecuteBibliographyOptions{sorting=ydnt}',
    });
    expect(lists(sorted.publications)).toEqual(['- / Newest: new, book, old, thesis', '- / By name: book, thesis, old, new']);
    const bst = (program: string) => lists(read('\\nocite{old,new,thesis}\\bibliographystyle{mine}\\bibliography{pubs}', { 'mine.bst': program }).publications);
    // habbrvyr.bst: a presort keyed on the year, the entries written in REVERSE: newest first.
    expect(bst('FUNCTION {presort}\n{ year.sort }\nITERATE {presort}\nSORT\nREVERSE {call.type$}')).toEqual(['- / References: new, old, thesis']);
    expect(bst('FUNCTION {presort}\n{ year.sort }\nITERATE {presort}\nSORT\nITERATE {call.type$}')).toEqual(['- / References: thesis, old, new']);
    expect(bst('ITERATE {call.type$}')).toEqual(['- / References: old, new, thesis']);
  });

  it("lists an entry without a year first when newest come first, as biblatex's 9999 does", () => {
    const bib = `${BIB}\n@unpublished{draft, author = {Zed, Zoe}, title = {Draft}}`;
    expect(lists(read('\\usepackage[sorting=ydnt]{biblatex}\\addbibresource{pubs.bib}\\nocite{*}\\printbibliography[heading=none]', { 'pubs.bib': bib }).publications)).toEqual(['- / -: draft, new, book, old, thesis']);
  });

  it("marks the owner by biber's name hash that the name format tests, and by \\ul in the .bib's author field", () => {
    const hash = createHash('md5').update('DoeJane').digest('hex');
    const format = `\\newbibmacro*{name:bbold}[2]{\\def\\do##1{\\iffieldequalstr{hash}{##1}{\\bfseries}{}}\\dolistloop{\\boldnames}}\\forcsvlist{\\listadd\\boldnames}{{${hash}}}`;
    expect(bold(read(`\\addbibresource{pubs.bib}${format}\\nocite{old}\\printbibliography`).publications)).toEqual(['Jane Doe']);
    const bib = '@article{a, author = {\\ul{Roe}, Richard and Doe, Jane}, title = {T}, year = {2020}}';
    expect(bold(read('\\addbibresource{pubs.bib}\\nocite{*}\\printbibliography', { 'pubs.bib': bib }).publications)).toEqual(['Richard Roe']);
  });

  it("shows none of the bibliography's setup as text in the CV's sections", () => {
    const cv = '\\section{Papers}\n\\bibliographystyle{plain}\\bibliography{pubs}\n\\newrefcontext[sorting=ydnt]\\defbibheading{talks}[Talks]{\\section*{#1}}\\defbibcheck{new}{\\skipentry}\\addtocategory{mine}{old}\n\\DeclareSourcemap{\\maps{\\map{\\step[fieldset=note, null]}}}';
    expect(parseCv([{ file: 'cv', text: cv }]).sections.map((section) => `${section.title}: ${section.items.length}`)).toEqual(['Papers: 0']);
  });
});
