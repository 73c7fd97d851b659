import { validate } from '@jsonresume/schema';
import { splitDegree, toJsonResume } from './fromCv';
import { cvOf, event, rich, section } from './testing';
import type { CvItem } from '../parser/types';

const basics = { name: 'Mira Kestrel', label: 'Front-end Engineer' };

function schemaErrors(resume: object): string[] {
  let errors: string[] = [];
  validate(resume, (found: { stack: string }[] | null) => {
    errors = (found ?? []).map((error) => error.stack);
  });
  return errors;
}

describe('toJsonResume: work', () => {
  it('puts jobs and internships in work, with ISO dates, plain-text highlights and the stack as keywords', () => {
    const job = event('Senior Engineer', 'Northwind', 'Jan 2022 – Present', 'Lérmont', ['Cut JavaScript by 38%'], ['React', 'TypeScript']);
    job.lines.push([{ kind: 'text', text: 'Passes ' }, { kind: 'text', text: 'WCAG 2.2 AA', bold: true }, { kind: 'text', text: ' (see the ' }, { kind: 'text', text: 'notes', href: 'https://example.com/notes' }, { kind: 'text', text: ').' }]);
    job.organisation = rich('Northwind', { href: 'https://northwind.example' });
    const resume = toJsonResume(
      cvOf(
        section('Experience', 'experience', [job, event('Engineer', 'Corvid & Pike', 'Mar 2019 – Dec 2021', 'Port Aveline')]),
        section('Internships', 'internships', [event('Intern', 'Tidewell', 'Summer 2014', '')]),
      ),
      basics,
    );
    expect(resume.work).toEqual([
      {
        name: 'Northwind',
        position: 'Senior Engineer',
        url: 'https://northwind.example',
        location: 'Lérmont',
        startDate: '2022-01',
        highlights: ['Cut JavaScript by 38%', 'Passes WCAG 2.2 AA (see the notes).'],
        keywords: ['React', 'TypeScript'],
      },
      { name: 'Corvid & Pike', position: 'Engineer', location: 'Port Aveline', startDate: '2019-03', endDate: '2021-12' },
      // A date that does not read as one keeps its text.
      { name: 'Tidewell', position: 'Intern', summary: 'Summer 2014' },
    ]);
    expect(schemaErrors(resume)).toEqual([]);
  });

  it('reads Persian digits as the Gregorian dates they write, and keeps a Solar Hijri date as its text', () => {
    const resume = toJsonResume(
      cvOf(
        section('سوابق کاری', 'experience', [
          event('برنامه‌نویس', 'شرکت نمونه', '۲۰۱۹ تا اکنون', 'اصفهان'),
          event('کارآموز', 'شرکت آزمون', '۱۳۹۶ - ۱۳۹۸', 'تبریز'),
          event('پشتیبان', 'شرکت الگو', 'مهر ۱۳۹۵', 'یزد'),
        ]),
      ),
      basics,
    );
    expect(resume.work).toEqual([
      { name: 'شرکت نمونه', position: 'برنامه‌نویس', location: 'اصفهان', startDate: '2019' },
      { name: 'شرکت آزمون', position: 'کارآموز', location: 'تبریز', summary: '۱۳۹۶ - ۱۳۹۸' },
      { name: 'شرکت الگو', position: 'پشتیبان', location: 'یزد', summary: 'مهر ۱۳۹۵' },
    ]);
    expect(schemaErrors(resume)).toEqual([]);
  });

  it('puts volunteering in volunteer', () => {
    const resume = toJsonResume(cvOf(section('Volunteering', 'volunteering', [event('Mentor', 'Code Club', '2018 – 2020', 'Lérmont', ['Taught Scratch'])])), basics);
    expect(resume.volunteer).toEqual([{ organization: 'Code Club', position: 'Mentor', location: 'Lérmont', startDate: '2018', endDate: '2020', highlights: ['Taught Scratch'] }]);
  });
});

describe('toJsonResume: education', () => {
  it.each([
    ['M.Sc. in Human–Computer Interaction', { studyType: 'M.Sc.', area: 'Human–Computer Interaction' }],
    ['Bachelor of Science in Computer Science', { studyType: 'Bachelor of Science', area: 'Computer Science' }],
    ['B.Sc., Computer Science', { studyType: 'B.Sc.', area: 'Computer Science' }],
    ['Licence en informatique', { studyType: 'Licence', area: 'informatique' }],
    ['High School Diploma', { studyType: 'High School Diploma' }],
    ['', {}],
  ])('reads study type and area from "%s"', (title, expected) => {
    expect(splitDegree(title)).toEqual(expected);
  });

  it('takes the institution, dates, a score line, other lines and courses', () => {
    const degree = event('M.Sc. in HCI', 'University of Lérmont', 'Sept 2013 – June 2015', 'Lérmont', ['GPA: 3.9/4.0', 'Thesis: perceived speed'], ['Statistics', 'Usability']);
    expect(toJsonResume(cvOf(section('Education', 'education', [degree])), basics).education).toEqual([
      {
        institution: 'University of Lérmont',
        studyType: 'M.Sc.',
        area: 'HCI',
        location: 'Lérmont',
        startDate: '2013-09',
        endDate: '2015-06',
        score: '3.9/4.0',
        highlights: ['Thesis: perceived speed'],
        courses: ['Statistics', 'Usability'],
      },
    ]);
  });
});

describe('toJsonResume: qualifications', () => {
  it('puts certifications and qualifications in certificates, one date each', () => {
    const resume = toJsonResume(
      cvOf(
        section('Certifications', 'certifications', [event('Accessibility Specialist', 'Open Access Guild', '2023', 'Northwind')]),
        section('Qualifications', 'qualifications', [
          event('Scrum Master', 'Scrum Org', '2019 – 2021', ''),
          { type: 'field', label: rich('2018'), text: rich('First Aid') },
          { type: 'list', items: [rich('Driving licence')] },
        ]),
      ),
      basics,
    );
    expect(resume.certificates).toEqual([
      { name: 'Accessibility Specialist', issuer: 'Open Access Guild', date: '2023', location: 'Northwind' },
      // A range is not one date: its text is kept.
      { name: 'Scrum Master', issuer: 'Scrum Org', summary: '2019 – 2021' },
      { name: 'First Aid', date: '2018' },
      { name: 'Driving licence' },
    ]);
  });

  it('puts awards and achievements in awards', () => {
    const resume = toJsonResume(
      cvOf(
        section('Awards', 'awards', [event('Best Paper', 'CHI', 'May 2020', 'Honolulu')]),
        section('Most Proud of', 'achievements', [{ type: 'achievement', title: rich('Portal rebuild'), text: rich('38% less JavaScript'), tags: ['React'] }]),
      ),
      basics,
    );
    expect(resume.awards).toEqual([
      { title: 'Best Paper', awarder: 'CHI', date: '2020-05', location: 'Honolulu' },
      { title: 'Portal rebuild', summary: '38% less JavaScript', keywords: ['React'] },
    ]);
  });

  it('puts publications in publications, with their links', () => {
    const paper = event('Perceived Speed', 'ACM', '2016', '');
    paper.title = rich('Perceived Speed', { href: 'https://doi.example/1' });
    const resume = toJsonResume(cvOf(section('Publications', 'publications', [paper, { type: 'list', items: [rich('A talk at JSConf')] }])), basics);
    expect(resume.publications).toEqual([{ name: 'Perceived Speed', publisher: 'ACM', releaseDate: '2016', url: 'https://doi.example/1' }, { name: 'A talk at JSConf' }]);
  });

  it('puts projects in projects', () => {
    const resume = toJsonResume(cvOf(section('Projects', 'projects', [event('Gitlytics', 'Open source', 'June 2020 – Present', '', ['Charts of commits'], ['Python', 'Flask'])])), basics);
    expect(resume.projects).toEqual([{ name: 'Gitlytics', entity: 'Open source', startDate: '2020-06', highlights: ['Charts of commits'], keywords: ['Python', 'Flask'] }]);
  });
});

describe('toJsonResume: skills', () => {
  it('makes a skill of each group of tags, named by its label, its subsection or its section', () => {
    const resume = toJsonResume(
      cvOf(
        section('Technical Skills', 'technicalSkills', [
          { type: 'tags', tags: ['JavaScript', 'TypeScript'] },
          { type: 'tags', label: 'Languages', tags: ['Go'] },
          { type: 'subsection', title: 'Front end' },
          { type: 'tags', tags: ['React'] },
          { type: 'skill', name: 'CSS', rating: 4 },
          { type: 'field', label: rich('Databases'), text: rich('PostgreSQL, Redis') },
        ]),
        section('Key Skills', 'keySkills', [{ type: 'list', items: [rich('Mentoring')] }]),
        section('Tools', 'tools', [{ type: 'tags', tags: ['Figma'] }]),
        section('Strengths', 'strengths', [{ type: 'tags', tags: ['Calm'] }]),
      ),
      basics,
    );
    expect(resume.skills).toEqual([
      { name: 'Technical Skills', keywords: ['JavaScript', 'TypeScript'] },
      { name: 'Languages', keywords: ['Go'] },
      { name: 'Front end', keywords: ['React'] },
      { name: 'CSS', level: '4/5' },
      { name: 'Databases', keywords: ['PostgreSQL', 'Redis'] },
      { name: 'Key Skills', keywords: ['Mentoring'] },
      { name: 'Tools', keywords: ['Figma'] },
      { name: 'Strengths', keywords: ['Calm'] },
    ]);
  });

  it('puts languages, interests and references in their parts', () => {
    const resume = toJsonResume(
      cvOf(
        section('Languages', 'languages', [
          { type: 'skill', name: 'English', rating: 5 },
          { type: 'field', label: rich('Deutsch'), text: rich('B2') },
          { type: 'tags', tags: ['Español'] },
        ]),
        section('Interests', 'interests', [{ type: 'tags', tags: ['Hiking', 'Chess'] }, { type: 'tags', label: 'Music', tags: ['Piano'] }]),
        section('References', 'references', [
          { type: 'reference', name: rich('Dr. Ada Lee'), lines: [rich('University of Lérmont'), rich('ada@example.com')] },
          { type: 'quote', text: rich('Mira is great.') },
        ]),
      ),
      basics,
    );
    expect(resume.languages).toEqual([{ language: 'English', fluency: '5/5' }, { language: 'Deutsch', fluency: 'B2' }, { language: 'Español' }]);
    expect(resume.interests).toEqual([{ name: 'Hiking' }, { name: 'Chess' }, { name: 'Music', keywords: ['Piano'] }]);
    expect(resume.references).toEqual([{ name: 'Dr. Ada Lee', reference: 'University of Lérmont\nada@example.com' }, { reference: 'Mira is great.' }]);
  });
});

describe('toJsonResume: basics and what the schema has no place for', () => {
  it("uses the CV's summary section, else the summary it is given", () => {
    const summary = section('Profile', 'summary', [{ type: 'paragraph', text: [{ kind: 'text', text: 'First line' }, { kind: 'break' }, { kind: 'text', text: 'second' }] }, { type: 'quote', text: rich('Make it work.') }]);
    expect(toJsonResume(cvOf(summary), { ...basics, summary: 'From site.json' }).basics).toEqual({ ...basics, summary: 'First line\nsecond\n\nMake it work.' });
    expect(toJsonResume(cvOf(), { ...basics, summary: 'From site.json', url: 'https://mira.example/' }).basics).toEqual({ ...basics, summary: 'From site.json', url: 'https://mira.example/' });
  });

  it('keeps sections and items with no place in the schema in x-sections, with their title and kind', () => {
    const stray: CvItem = { type: 'paragraph', text: rich('Open to relocation.') };
    const resume = toJsonResume(
      cvOf(
        section('Experience', 'experience', [event('Engineer', 'Acme', '2020', ''), stray]),
        section('Courses', 'courses', [event('Deep Learning', 'Coursera', 'Summer 2019', 'Online', ['Five courses'], ['PyTorch'])]),
        section('Side Quests', 'otherExperience', [{ type: 'list', items: [rich('Built a boat')] }, { type: 'tags', label: 'Tools', tags: ['Saw'] }]),
        section('Philosophy', 'summary', [{ type: 'paragraph', text: rich('First') }]),
        section('Motto', 'summary', [{ type: 'quote', text: rich('Second') }]),
        section('Other', 'otherSkills', [
          { type: 'skill', name: 'Juggling', rating: 2 },
          { type: 'field', label: rich('Licence'), text: rich('B') },
          { type: 'achievement', title: rich('Marathon'), text: rich('3h 30') },
          { type: 'reference', name: rich('Sam'), lines: [rich('Coach')] },
          { type: 'subsection', title: 'Misc' },
        ]),
      ),
      basics,
    );
    expect(resume.work).toEqual([{ name: 'Acme', position: 'Engineer', startDate: '2020', endDate: '2020' }]);
    expect(resume.basics?.summary).toBe('First');
    expect(resume['x-sections']).toEqual([
      { title: 'Experience', kind: 'experience', items: [{ type: 'paragraph', text: 'Open to relocation.' }] },
      {
        title: 'Courses',
        kind: 'courses',
        items: [{ type: 'event', title: 'Deep Learning', organisation: 'Coursera', date: 'Summer 2019', location: 'Online', highlights: ['Five courses'], keywords: ['PyTorch'] }],
      },
      { title: 'Side Quests', kind: 'otherExperience', items: [{ type: 'list', items: ['Built a boat'] }, { type: 'tags', label: 'Tools', keywords: ['Saw'] }] },
      { title: 'Motto', kind: 'summary', items: [{ type: 'quote', text: 'Second' }] },
      {
        title: 'Other',
        kind: 'otherSkills',
        items: [
          { type: 'skill', name: 'Juggling', rating: 2 },
          { type: 'field', label: 'Licence', text: 'B' },
          { type: 'achievement', title: 'Marathon', summary: '3h 30' },
          { type: 'reference', name: 'Sam', reference: 'Coach' },
          { type: 'subsection', title: 'Misc' },
        ],
      },
    ]);
    expect(schemaErrors(resume)).toEqual([]);
  });

  it('writes only what the CV has: no empty parts, and the schema it follows', () => {
    const resume = toJsonResume(cvOf(section('Education', 'education', [event('BSc', 'Uni', '', '')])), basics);
    expect(Object.keys(resume)).toEqual(['$schema', 'basics', 'education']);
    expect(resume.education).toEqual([{ institution: 'Uni', studyType: 'BSc' }]);
  });
});
