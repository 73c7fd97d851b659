import { toJsonResume } from '../jsonResume/fromCv';
import { parseCv } from '../parser/parseCv';
import { createTitleMatcher } from '../parser/sectionTitles';
import type { Publications } from './types';

const PRINTED: Publications = {
  parts: [
    {
      title: 'Publications',
      groups: [
        {
          title: null,
          entries: [
            { key: 'a', type: 'article', authors: [{ name: 'Jane Doe', own: true }, { name: 'Rick Roe' }], more: true, title: [{ kind: 'text', text: 'Fast Trees' }], venue: [{ kind: 'text', text: 'J. of Things, 7, 1–9' }], date: '2021-05', doi: '10.1000/x', url: 'https://example.org/a' },
            { key: 'b', type: 'misc', authors: [], title: [{ kind: 'text', text: 'A preprint' }], venue: [], arxiv: '2101.01234' },
          ],
        },
      ],
    },
  ],
};

it("writes what the bibliography prints into resume.json's publications, after the CV's own", () => {
  const cv = parseCv([{ file: 'cv', text: '\\cvsection{Publications}\\cvevent{Perceived Speed}{ACM}{2016}{}' }], createTitleMatcher());
  const resume = toJsonResume(cv, { name: 'Jane Doe', label: 'Engineer' }, PRINTED);
  expect(resume.publications).toEqual([
    { name: 'Perceived Speed', publisher: 'ACM', releaseDate: '2016' },
    { name: 'Fast Trees', publisher: 'J. of Things, 7, 1–9', releaseDate: '2021-05', url: 'https://doi.org/10.1000/x', summary: 'Jane Doe, Rick Roe et al.' },
    { name: 'A preprint', url: 'https://arxiv.org/abs/2101.01234' },
  ]);
});
