/**
 * Coverage on real-shaped CVs: everything a reader of the PDF sees (entries, tags, skill ratings,
 * achievements, referees, bullets) is on one of the three pages. The CVs are fictional, written in
 * the shapes real ones take (e2e/fixtures/cvs): several files, \input, \subfile, a named sidebar
 * file, paracol and minipage columns, French, German, Chinese and Japanese titles.
 */
import path from 'node:path';
import { codeOf, resolveCv } from './resolver/resolveCv';
import { CV_PAGES } from '@portfolio/shared/src/content/cvSections';
import { sectionsOfPage, type CvDocument, type CvItem } from './parser';
import { parseCv } from './parser/parseCv';
import { createTitleMatcher } from './parser/sectionTitles';

import { readTexFiles } from '../builder/cvFolder';

function load(name: string): { text: string; cv: CvDocument } {
  const result = resolveCv({ files: readTexFiles(path.join(__dirname, '../../e2e/fixtures/cvs', name)), label: (file) => file });
  if (!result.ok) throw new Error(result.error);
  return { text: result.cv.text, cv: parseCv([{ file: name, text: result.cv.text }], createTitleMatcher()) };
}

/** What the LaTeX body puts on paper, counted from its commands. */
function inLatex(text: string) {
  const body = text.slice(text.indexOf('\\begin{document}'), text.lastIndexOf('\\end{document}'));
  const code = body.split('\n').map(codeOf).join('\n');
  const count = (pattern: RegExp) => (code.match(pattern) ?? []).length;
  return {
    entries: count(/\\cvevent\b/g),
    tags: count(/\\cvtag\b/g),
    skills: count(/\\cvskill\b/g),
    achievements: count(/\\cvachievement\b/g),
    references: count(/\\cvref\b/g),
    bullets: count(/\\item\b/g),
  };
}

/** What the three pages show. */
function onPages(cv: CvDocument) {
  const items: CvItem[] = CV_PAGES.flatMap((page) => sectionsOfPage(cv, page).flatMap((section) => section.items));
  const of = <T extends CvItem['type']>(type: T) => items.filter((item): item is Extract<CvItem, { type: T }> => item.type === type);
  const events = of('event');
  return {
    entries: events.length,
    tags: of('tags').reduce((sum, item) => sum + item.tags.length, 0) + events.reduce((sum, event) => sum + event.stack.length, 0),
    skills: of('skill').length,
    achievements: of('achievement').length,
    references: of('reference').length,
    bullets: events.reduce((sum, event) => sum + event.lines.length, 0) + of('list').reduce((sum, item) => sum + item.items.length, 0),
  };
}

describe.each([
  ['fr-multifile', { experience: ['Expérience professionnelle', 'Projets', 'Bénévolat', 'Ma philosophie', 'Références'], qualifications: ['Formation', 'Certifications', 'Prix et distinctions', 'Réussites'], skills: ['Compétences', 'Langues', 'Centres d’intérêt'], publications: ['Publications'] }],
  ['de-subfiles', { experience: ['Berufserfahrung', 'Praktika', 'Ehrenamt'], qualifications: ['Ausbildung', 'Weiterbildung', 'Auszeichnungen'], skills: ['Kenntnisse', 'Sprachen', 'Interessen', 'Stärken'], publications: [] }],
  ['zh-minipage', { experience: ['工作经历', '職歴', '项目经历'], qualifications: ['教育背景：', '获奖经历'], skills: ['专业技能', '语言能力', '兴趣爱好'], publications: [] }],
])('the fictional CV %s', (name, pages) => {
  const { text, cv } = load(name);

  it('sends every section to its page, under its own title', () => {
    for (const page of CV_PAGES) {
      expect(sectionsOfPage(cv, page).map((section) => section.title)).toEqual(pages[page]);
    }
    expect(cv.warnings).toEqual([]);
  });

  it('shows every entry, tag, skill, achievement, referee and bullet its PDF shows', () => {
    const shown = onPages(cv);
    // A "Tech Stack:" bullet becomes chips: one bullet fewer, its tools as tags.
    const stackLines = [...text.matchAll(/Tech Stack:\}?\s*([^\n]*)/g)].map((match) => match[1]!);
    const stackBullets = stackLines.length;
    const stackTools = stackLines.reduce((sum, line) => sum + line.split(',').filter((tool) => tool.trim()).length, 0);
    const latex = inLatex(text);
    expect(shown).toEqual({ ...latex, tags: latex.tags + stackTools, bullets: latex.bullets - stackBullets });
  });
});
