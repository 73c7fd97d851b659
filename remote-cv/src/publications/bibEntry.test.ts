import { readBibFile } from './bibFile';
import { publicationOf } from './bibEntry';
import { bibNames, displayName } from './bibNames';
import { latexPlain } from './latexText';
import { plainText } from '../parser/inline';

const nobody = () => false;

describe('bibNames', () => {
  it('reads every form BibTeX writes a name in, "and" inside braces staying part of a name', () => {
    const { names, more } = bibNames('M{\\"u}ller, J{\\"o}rg and Jan van der Berg and {Barnes and Noble} and Lim, Jr, Lian Tze AND others');
    expect(names.map(displayName)).toEqual(['Jörg Müller', 'Jan van der Berg', 'Barnes and Noble', 'Lian Tze Lim, Jr']);
    expect(names[1]).toEqual({ given: 'Jan', family: 'van der Berg', suffix: '' });
    expect(more).toBe(true);
  });
});

describe('latexText', () => {
  it('reads accents, protection braces, dashes, escapes, emphasis and simple math as the CV pages would', () => {
    expect(latexPlain("{GPU} Solvers -- Part~1 \\& {\\'E}t{\\'e} \\emph{fast}")).toBe('GPU Solvers – Part 1 & Été fast');
    expect(latexPlain('$O(n^2)$ for $\\alpha$-renamed $a_1$ trees, $\\Omega(\\log n)$, costs \\$5')).toBe('O(n²) for α-renamed a₁ trees, Ω(log n), costs $5');
  });
});

describe('publicationOf', () => {
  const [entry] = readBibFile(
    'p.bib',
    '@Conference{k, author = {Doe, Jane}, editor = {Roe, Rick}, title = {T}, booktitle = {Proc. X}, volume = 3, number = {2}, pages = {10-20}, month = mar, year = 2021, doi = {doi:10.1000/A-1}, url = {\\url{https://example.org/x_y}}, pdf = {javascript:alert(1)}}',
  );
  it('names the type as biblatex does, and writes the venue with volume, number and pages', () => {
    const publication = publicationOf(entry!, nobody);
    expect(publication).toMatchObject({ type: 'inproceedings', date: '2021-03', doi: '10.1000/A-1', url: 'https://example.org/x_y', authors: [{ name: 'Jane Doe' }] });
    expect(plainText(publication.venue)).toBe('Proc. X, 3(2), 10–20');
    expect(publication.editors).toBeUndefined();
  });

  it('keeps only web links: a javascript: PDF link is dropped', () => {
    expect(publicationOf(entry!, nobody).pdf).toBeUndefined();
  });

  it('leaves out a url that only repeats the arXiv or DOI link, and keeps one that goes elsewhere', () => {
    const [arxiv, doi, other] = readBibFile(
      'p.bib',
      '@misc{a, title = {A}, eprint = {1606.09375}, archivePrefix = {arXiv}, url = {http://arxiv.org/abs/1606.09375v2}} @article{d, title = {D}, doi = {10.1000/X}, url = {https://doi.org/10.1000/x}} @misc{o, title = {O}, eprint = {1606.09375}, archivePrefix = {arXiv}, url = {https://github.com/me/code}}',
    );
    expect([arxiv, doi, other].map((each) => publicationOf(each!, nobody).url)).toEqual([undefined, undefined, 'https://github.com/me/code']);
  });

  it("shows the editors when there is no author, and finds arXiv ids in Google Scholar's journal field", () => {
    const [edited] = readBibFile('p.bib', '@book{b, editor = {Roe, Rick and Poe, Pat}, title = {Edited}, publisher = {Press}, year = {2020}, journal = {arXiv preprint arXiv:2101.01234}}');
    expect(publicationOf(edited!, nobody)).toMatchObject({ editors: true, authors: [{ name: 'Rick Roe' }, { name: 'Pat Poe' }], arxiv: '2101.01234' });
  });
});
