import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { reader } from './jsonresume';
import { plainText } from '../inline';
import type { CvEvent, CvItem, RichText } from '../types';
import { CATALOGUES } from '@portfolio/shared/src/i18n/catalogues';
import { catalogueText } from '@portfolio/shared/src/i18n/pageContext';
import { ENGLISH } from '../parseCv';
import type { ReaderWords } from '../reader';

const FILE = 'content/cv/resume.json';
const read = (resume: unknown) => reader.read([{ file: FILE, text: typeof resume === 'string' ? resume : JSON.stringify(resume, null, 2) }], ENGLISH);

/** An item with its rich texts as plain text, so expectations read like the page. */
function plainItem(item: CvItem): unknown {
  const p = (text: RichText) => plainText(text);
  switch (item.type) {
    case 'event':
      return { title: p(item.title), organisation: p(item.organisation), date: p(item.date), location: p(item.location), lines: item.lines.map(p), stack: item.stack };
    case 'field':
      return { field: p(item.label), text: p(item.text) };
    case 'list':
      return { list: item.items.map(p) };
    case 'achievement':
      return { achievement: p(item.title), text: p(item.text), ...(item.tags ? { tags: item.tags } : {}) };
    case 'reference':
      return { reference: p(item.name), lines: item.lines.map(p) };
    case 'paragraph':
    case 'quote':
      return { [item.type]: p(item.text) };
    default:
      return item;
  }
}

const sectionsOf = (resume: unknown) => read(resume).sections.map((section) => ({ title: section.title, kind: section.kind, items: section.items.map(plainItem) }));

describe('the JSON Resume reader', () => {
  it('is the reader of the "jsonresume" form', () => {
    expect(reader.cvClass).toBe('jsonresume');
  });

  it('reads work as Experience entries: position, organisation, dates as a CV writes them, bullets and stack', () => {
    const result = read({
      work: [
        {
          name: 'Northwind',
          position: 'Senior Engineer',
          url: 'https://northwind.example',
          location: 'Lérmont',
          startDate: '2022-01',
          description: 'Logistics software',
          summary: 'Leads the portal team.',
          highlights: ['Cut JavaScript by 38%'],
          keywords: ['React'],
        },
        { name: 'Corvid', position: 'Engineer', startDate: '2019', endDate: '2021' },
        { name: 'Tidewell', position: 'Intern', startDate: '2014-06-15', endDate: '2014-09-01' },
      ],
    });
    expect(result.warnings).toEqual([]);
    const [experience] = result.sections;
    expect(experience).toMatchObject({ title: 'Experience', kind: 'experience', file: FILE, line: 2 });
    expect(experience!.items.map(plainItem)).toEqual([
      { title: 'Senior Engineer', organisation: 'Northwind', date: 'Jan 2022 – present', location: 'Lérmont', lines: ['Logistics software', 'Leads the portal team.', 'Cut JavaScript by 38%'], stack: ['React'] },
      { title: 'Engineer', organisation: 'Corvid', date: '2019 – 2021', location: '', lines: [], stack: [] },
      { title: 'Intern', organisation: 'Tidewell', date: 'Jun 15, 2014 – Sep 1, 2014', location: '', lines: [], stack: [] },
    ]);
    // The organisation links to its url.
    expect((experience!.items[0] as CvEvent).organisation).toEqual([{ kind: 'text', text: 'Northwind', href: 'https://northwind.example' }]);
  });

  it('shows a date text kept in summary (no ISO date) as the date, and any other summary as a line', () => {
    expect(sectionsOf({ work: [{ name: 'Tidewell', position: 'Intern', summary: 'Summer 2015' }, { name: 'Beta', position: 'Dev', summary: 'Built the app' }] })[0]!.items).toEqual([
      { title: 'Intern', organisation: 'Tidewell', date: 'Summer 2015', location: '', lines: [], stack: [] },
      { title: 'Dev', organisation: 'Beta', date: '', location: '', lines: ['Built the app'], stack: [] },
    ]);
  });

  it('reads education, volunteering and projects as entries', () => {
    expect(
      sectionsOf({
        education: [{ institution: 'University of Lérmont', area: 'HCI', studyType: 'M.Sc.', startDate: '2013-09', endDate: '2015-06', score: '3.9', courses: ['Statistics'] }],
        volunteer: [{ organization: 'Code Club', position: 'Mentor', startDate: '2018', summary: 'Saturdays', highlights: ['Taught Scratch'] }],
        projects: [{ name: 'Gitlytics', entity: 'Open source', roles: ['Maintainer'], startDate: '2020-06', endDate: '2021', description: 'Commit charts', keywords: ['Python'] }],
      }),
    ).toEqual([
      { title: 'Education', kind: 'education', items: [{ title: 'M.Sc. in HCI', organisation: 'University of Lérmont', date: 'Sep 2013 – Jun 2015', location: '', lines: ['Score: 3.9'], stack: ['Statistics'] }] },
      { title: 'Volunteering', kind: 'volunteering', items: [{ title: 'Mentor', organisation: 'Code Club', date: '2018 – present', location: '', lines: ['Saturdays', 'Taught Scratch'], stack: [] }] },
      { title: 'Projects', kind: 'projects', items: [{ title: 'Gitlytics', organisation: 'Open source · Maintainer', date: 'Jun 2020 – 2021', location: '', lines: ['Commit charts'], stack: ['Python'] }] },
    ]);
  });

  it('reads awards, certificates and publications, with a title-only award as an achievement card', () => {
    expect(
      sectionsOf({
        awards: [{ title: 'Best Paper', awarder: 'CHI', date: '2020-05', summary: 'For the speed study' }, { title: 'Portal rebuild', summary: '38% less JavaScript', keywords: ['React'] }],
        certificates: [{ name: 'Accessibility Specialist', issuer: 'Open Access Guild', date: '2023', url: 'https://oag.example/cert' }],
        publications: [{ name: 'Perceived Speed', publisher: 'ACM', releaseDate: '2016-04-02', summary: 'A study.' }],
      }),
    ).toEqual([
      {
        title: 'Awards',
        kind: 'awards',
        items: [
          { title: 'Best Paper', organisation: 'CHI', date: 'May 2020', location: '', lines: ['For the speed study'], stack: [] },
          { achievement: 'Portal rebuild', text: '38% less JavaScript', tags: ['React'] },
        ],
      },
      { title: 'Certificates', kind: 'certifications', items: [{ title: 'Accessibility Specialist', organisation: 'Open Access Guild', date: '2023', location: '', lines: [], stack: [] }] },
      { title: 'Publications', kind: 'publications', items: [{ title: 'Perceived Speed', organisation: 'ACM', date: 'Apr 2, 2016', location: '', lines: ['A study.'], stack: [] }] },
    ]);
  });

  it('reads skills as labelled chip groups, ratings, levels and bare chips', () => {
    expect(
      sectionsOf({
        skills: [
          { name: 'Web Development', level: 'Master', keywords: ['HTML', 'CSS'] },
          { name: 'Front end', keywords: ['React'] },
          { name: 'CSS', level: '4/5' },
          { name: 'Go', level: 'Beginner' },
          { name: 'Mentoring' },
          { name: 'Writing' },
        ],
      }),
    ).toEqual([
      {
        title: 'Skills',
        kind: 'technicalSkills',
        items: [
          { type: 'tags', label: 'Web Development (Master)', tags: ['HTML', 'CSS'] },
          { type: 'tags', label: 'Front end', tags: ['React'] },
          { type: 'skill', name: 'CSS', rating: 4 },
          { field: 'Go', text: 'Beginner' },
          { type: 'tags', tags: ['Mentoring', 'Writing'] },
        ],
      },
    ]);
  });

  it('reads languages, interests and references', () => {
    expect(
      sectionsOf({
        languages: [{ language: 'English', fluency: 'Native speaker' }, { language: 'Français', fluency: '4/5' }, { language: 'Deutsch' }],
        interests: [{ name: 'Music', keywords: ['Piano'] }, { name: 'Hiking' }, { name: 'Chess' }],
        references: [{ name: 'Dr. Ada Lee', reference: 'Supervisor\nada@example.com' }, { reference: 'Mira is great.' }],
      }),
    ).toEqual([
      { title: 'Languages', kind: 'languages', items: [{ field: 'English', text: 'Native speaker' }, { type: 'skill', name: 'Français', rating: 4 }, { type: 'tags', tags: ['Deutsch'] }] },
      { title: 'Interests', kind: 'interests', items: [{ type: 'tags', label: 'Music', tags: ['Piano'] }, { type: 'tags', tags: ['Hiking', 'Chess'] }] },
      { title: 'References', kind: 'references', items: [{ reference: 'Dr. Ada Lee', lines: ['Supervisor', 'ada@example.com'] }, { quote: 'Mira is great.' }] },
    ]);
  });

  it("reads basics.summary as a Summary section, and shows nothing else of basics (site.json has the owner's details)", () => {
    const result = read({ basics: { name: 'Mira', email: 'mira@example.com', summary: 'I build fast sites.\n\nI care about details.' } });
    expect(result.warnings).toEqual([]);
    expect(result.sections.map((section) => ({ title: section.title, kind: section.kind, line: section.line, items: section.items.map(plainItem) }))).toEqual([
      { title: 'Summary', kind: 'summary', line: 5, items: [{ paragraph: 'I build fast sites.' }, { paragraph: 'I care about details.' }] },
    ]);
  });

  it('reads the sections the site keeps in x-sections, with their own title and kind', () => {
    const result = read({
      'x-sections': [
        {
          title: 'Courses',
          kind: 'courses',
          items: [
            { type: 'event', title: 'Deep Learning', organisation: 'Coursera', date: 'Summer 2019', highlights: ['Five courses'], keywords: ['PyTorch'] },
            { type: 'event', title: 'Statistics', startDate: '2018-01', endDate: '2018-06' },
            { type: 'list', items: ['One', 'Two'] },
            { type: 'field', label: 'Licence', text: 'B' },
            { type: 'skill', name: 'Juggling', rating: 2 },
            { type: 'achievement', title: 'Marathon', summary: '3h 30' },
            { type: 'reference', name: 'Sam', reference: 'Coach' },
            { type: 'subsection', title: 'Misc' },
            { type: 'paragraph', text: 'Text' },
            { type: 'quote', text: 'Quote' },
            { type: 'tags', label: 'Tools', keywords: ['Saw'] },
            { type: 'hologram' },
          ],
        },
        { title: 'Side Quests', kind: 'notAKind', items: [{ type: 'paragraph', text: 'Built a boat' }] },
      ],
    });
    expect(result.sections.map((section) => [section.title, section.kind])).toEqual([
      ['Courses', 'courses'],
      // An unknown kind is left to the title and the content, as for any CV section.
      ['Side Quests', undefined],
    ]);
    expect(result.sections[0]!.items.map(plainItem)).toEqual([
      { title: 'Deep Learning', organisation: 'Coursera', date: 'Summer 2019', location: '', lines: ['Five courses'], stack: ['PyTorch'] },
      { title: 'Statistics', organisation: '', date: 'Jan 2018 – Jun 2018', location: '', lines: [], stack: [] },
      { list: ['One', 'Two'] },
      { field: 'Licence', text: 'B' },
      { type: 'skill', name: 'Juggling', rating: 2 },
      { achievement: 'Marathon', text: '3h 30' },
      { reference: 'Sam', lines: ['Coach'] },
      { type: 'subsection', title: 'Misc' },
      { paragraph: 'Text' },
      { quote: 'Quote' },
      { type: 'tags', label: 'Tools', tags: ['Saw'] },
    ]);
    expect(result.warnings).toEqual([
      { file: FILE, line: expect.any(Number), severity: 'error', message: 'x-sections[0].items[11] has an unknown type "hologram"; it is not shown' },
    ]);
  });

  it('gives each section the line of its part in the file', () => {
    const text = '{\n  "basics": {},\n  "skills": [\n    { "name": "Go" }\n  ],\n  "work": [{ "name": "Acme" }]\n}\n';
    expect(reader.read([{ file: FILE, text }], ENGLISH).sections.map((section) => [section.title, section.line])).toEqual([
      ['Skills', 3],
      ['Experience', 6],
    ]);
  });
});

describe('the JSON Resume reader on broken input', () => {
  it('names the line of a JSON syntax error and shows nothing from the file', () => {
    const result = reader.read([{ file: FILE, text: '{\n  "work": [\n    { "name": "Acme", }\n  ]\n}' }], ENGLISH);
    expect(result.sections).toEqual([]);
    expect(result.warnings).toEqual([{ file: FILE, line: 3, severity: 'error', message: expect.stringMatching(/^not valid JSON \(column \d+\): .+; the CV pages show nothing from this file until it is fixed$/) }]);
  });

  it('finds the line itself when the engine does not say where (a misspelt literal)', () => {
    const result = reader.read([{ file: FILE, text: '{\n  "work": [],\n  "x": tru\n}' }], ENGLISH);
    expect(result.warnings).toEqual([expect.objectContaining({ line: 3, severity: 'error' })]);
  });

  it('says what is wrong with a file that is not one object, an entry that is not an object, an unknown part', () => {
    expect(read([1, 2]).warnings).toEqual([expect.objectContaining({ line: 1, severity: 'error', message: expect.stringContaining('one JSON object') })]);
    const result = reader.read([{ file: FILE, text: '{\n  "work": [\n    "Acme",\n    { "name": "Beta" }\n  ],\n  "skills": {},\n  "hobbies": []\n}' }], ENGLISH);
    expect(result.sections.map((section) => section.items.length)).toEqual([1]);
    expect(result.warnings).toEqual([
      { file: FILE, line: 3, severity: 'error', message: 'work[0] must be an object ({…}); it is not shown' },
      { file: FILE, line: 6, severity: 'error', message: 'skills must be a list ([…]); it is not shown' },
      { file: FILE, line: 7, severity: 'warning', message: '"hobbies" is not a part of JSON Resume, so the CV pages do not show it' },
    ]);
  });

  it('says so when a valid resume has nothing to show', () => {
    expect(read({ basics: { name: 'Mira' } }).warnings).toEqual([expect.objectContaining({ severity: 'error', message: expect.stringContaining('nothing the CV pages can show') })]);
  });

  it('keeps links to the web only', () => {
    const [work] = read({ work: [{ name: 'Evil', url: 'javascript:alert(1)' }] }).sections;
    expect((work!.items[0] as CvEvent).organisation).toEqual([{ kind: 'text', text: 'Evil' }]);
  });

  it('never throws, whatever the file holds', () => {
    const parts = ['work', 'education', 'skills', 'languages', 'awards', 'x-sections', 'basics', 'references', 'interests', 'projects'];
    const resumeLike = fc.dictionary(fc.constantFrom(...parts), fc.oneof(fc.array(fc.dictionary(fc.string(), fc.jsonValue())), fc.jsonValue()));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), resumeLike.map((value) => JSON.stringify(value))), (text) => {
        const result = reader.read([{ file: FILE, text }], ENGLISH);
        for (const warning of result.warnings) expect(warning.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the JSON Resume reader on the schema package’s own sample', () => {
  it('reads every entry of it without a warning', () => {
    const text = readFileSync(require.resolve('@jsonresume/schema/sample.resume.json'), 'utf8');
    const sample = JSON.parse(text) as Record<string, unknown[]>;
    const result = reader.read([{ file: FILE, text }], ENGLISH);
    expect(result.warnings).toEqual([]);
    const count = (kind: string) => result.sections.filter((section) => section.kind === kind).flatMap((section) => section.items).length;
    expect(count('experience')).toBe(sample.work!.length);
    expect(count('education')).toBe(sample.education!.length);
    expect(count('projects')).toBe(sample.projects!.length);
    expect(count('references')).toBe(sample.references!.length);
  });
});

describe('in the language of the page', () => {
  const german: ReaderWords = { lang: 'de', t: (key, values) => catalogueText(CATALOGUES.de, 'de', key, values) ?? key };
  const resume = {
    basics: { name: 'A', summary: 'Hallo.' },
    work: [{ name: 'Northwind', position: 'Entwicklerin', startDate: '2022-01' }],
    education: [{ institution: 'Universität', studyType: 'M.Sc.', area: 'Informatik', startDate: '2013-09', endDate: '2015-06-30' }],
  };

  it('titles the sections and writes the dates the way the page language does', () => {
    const { sections } = reader.read([{ file: FILE, text: JSON.stringify(resume) }], german);
    expect(sections.map((section) => section.title)).toEqual([CATALOGUES.de['cv.part.summary'], CATALOGUES.de['cv.part.work'], CATALOGUES.de['cv.part.education']]);
    const [work, education] = [sections[1]!.items[0]!, sections[2]!.items[0]!];
    expect(work.type === 'event' && plainText(work.date)).toBe(`Jan. 2022 – ${CATALOGUES.de['cv.present']}`);
    expect(education.type === 'event' && plainText(education.date)).toBe('Sept. 2013 – 30. Juni 2015');
    expect(education.type === 'event' && plainText(education.title)).toBe('M.Sc. in Informatik');
  });
});
