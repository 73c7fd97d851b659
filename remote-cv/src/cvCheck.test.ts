import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { site } from '@portfolio/shared';
import { checkCv } from '../build/cvCheckPlugin';

const sample = (name: string) => readFileSync(path.join(__dirname, '../../content/cv', name), 'utf8');

describe('the build-time CV check', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cv-check-'));
    mkdirSync(path.join(dir, 'cv'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, text: string) => writeFileSync(path.join(dir, 'cv', name), text);

  it('passes the sample CV with no error or warning', () => {
    write('main.tex', sample('main.tex'));
    write('sidebar.tex', sample('sidebar.tex'));
    expect(checkCv(dir, site.cv.sectionTitles)).toMatchObject({ errors: [], warnings: [] });
  });

  it('fails on an unclosed brace, naming the file and line', () => {
    const broken = sample('main.tex').replace('\\cvevent{Front-end Engineer}{Corvid', '\\cvevent{Front-end Engineer{Corvid');
    const line = broken.split('\n').findIndex((text) => text.includes('Front-end Engineer{Corvid')) + 1;
    write('main.tex', broken);
    write('sidebar.tex', sample('sidebar.tex'));
    const { errors } = checkCv(dir, site.cv.sectionTitles);
    expect(errors).toEqual([`${path.join(dir, 'cv', 'main.tex')}:${line}: Unclosed "{": the group was ended at the next brace or line end`]);
  });

  it('fails when a CV file is missing, and warns about an entity no section feeds', () => {
    write('main.tex', '\\cvsection{Experience}\\cvevent{Dev}{Co}{2020}{Here}\n\\cvevent{Dev}{Co}{2021}\n');
    const { errors, warnings } = checkCv(dir, site.cv.sectionTitles);
    expect(errors).toEqual([expect.stringMatching(/cv\/sidebar\.tex: missing/)]);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/cv\/main\.tex:2: \\cvevent has 3 of its 4 arguments/),
        expect.stringContaining('nothing for Key Skills: no \\cvsection titled "Key Skills" or "Strengths" or "Soft Skills"'),
      ]),
    );
  });
});
