/**
 * CV → JSON Resume → CV: the owner's sample CV (content/cv, parsed as the site parses it) written
 * as JSON Resume and read back keeps every entry, bullet, chip and date; a second pass writes the
 * same file again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validate } from '@jsonresume/schema';
import { siteContent } from '@portfolio/shared';

const site = siteContent();
import { toJsonResume } from './fromCv';
import { cvOf, event, placed, rich, section } from './testing';
import { plainText } from '../parser/index';
import { parseCv } from '../parser/parseCv';
import { reader } from '../parser/readers/jsonresume';
import { createTitleMatcher } from '../parser/sectionTitles';
import type { CvDocument, CvEvent } from '../parser/types';
import { resolveCv } from '../resolver/resolveCv';
import type { JsonResume } from './resume';
import { ENGLISH } from '../parser/parseCv';

const CV_FOLDER = path.join(__dirname, '..', '..', '..', 'content', 'cv');
const basics = { name: site.owner.name, label: site.owner.jobTitle };

function sampleCv(): CvDocument {
  const files = new Map<string, string>();
  for (const name of readdirSync(CV_FOLDER)) if (name.endsWith('.tex')) files.set(name, readFileSync(path.join(CV_FOLDER, name), 'utf8'));
  const resolved = resolveCv({ files, main: site.cv.main, label: (file) => `content/cv/${file}` });
  if (!resolved.ok) throw new Error(resolved.error);
  return parseCv([{ file: 'cv', text: resolved.cv.text }], createTitleMatcher(site.cv));
}

function readBack(resume: JsonResume): CvDocument {
  const result = reader.read([{ file: 'resume.json', text: JSON.stringify(resume, null, 2) }], ENGLISH);
  expect(result.warnings).toEqual([]);
  return placed(result.sections);
}

function schemaErrors(resume: object): string[] {
  let errors: string[] = [];
  validate(resume, (found: { stack: string }[] | null) => {
    errors = (found ?? []).map((error) => error.stack);
  });
  return errors;
}

const events = (cv: CvDocument) => cv.sections.flatMap((s) => s.items.filter((item): item is CvEvent => item.type === 'event'));
const chips = (cv: CvDocument) =>
  cv.sections.flatMap((s) => s.items.flatMap((item) => (item.type === 'tags' ? item.tags : item.type === 'skill' ? [item.name] : item.type === 'event' ? item.stack : []))).sort();
const bullets = (cv: CvDocument) => events(cv).flatMap((e) => e.lines.map(plainText)).sort();
const achievements = (cv: CvDocument) => cv.sections.flatMap((s) => s.items.filter((item) => item.type === 'achievement').map((item) => plainText(item.title)));

describe('the sample CV as JSON Resume and back', () => {
  const cv = sampleCv();
  const resume = toJsonResume(cv, basics);
  const back = readBack(resume);

  it('is valid against the official schema', () => {
    expect(cv.sections.length).toBeGreaterThan(3);
    expect(schemaErrors(resume)).toEqual([]);
  });

  it('keeps every entry with its title, organisation and place', () => {
    const key = (e: CvEvent) => [plainText(e.title), plainText(e.organisation), plainText(e.location)].join(' | ');
    expect(events(back).map(key).sort()).toEqual(events(cv).map(key).sort());
    expect(achievements(back)).toEqual(achievements(cv));
  });

  it('keeps every bullet and every chip', () => {
    expect(bullets(back)).toEqual(bullets(cv));
    expect(chips(back)).toEqual(chips(cv));
  });

  it('keeps the dates, written the way the site writes ISO dates', () => {
    const byTitle = new Map(events(back).map((e) => [plainText(e.title), plainText(e.date)]));
    expect(byTitle.get('Senior Front-end Engineer')).toBe('Jan 2022 – present');
    expect(byTitle.get('Front-end Engineer')).toBe('Mar 2019 – Dec 2021');
    expect(byTitle.get('M.Sc. in Human–Computer Interaction')).toBe('Sep 2013 – Jun 2015');
    expect(byTitle.get('Cloud Practitioner')).toBe('2020');
  });

  it('sends every section to the same page', () => {
    const pages = (doc: CvDocument) => [...new Set(doc.sections.map((s) => s.page))].sort();
    expect(pages(back)).toEqual(pages(cv));
  });

  it('writes the same file again from what it read', () => {
    expect(toJsonResume(back, basics)).toEqual(resume);
  });
});

describe('every kind of section as JSON Resume and back', () => {
  const cv = cvOf(
    section('Profile', 'summary', [{ type: 'paragraph', text: rich('I build fast sites.') }]),
    section('Experience', 'experience', [event('Engineer', 'Acme', 'Jan 2020 – Present', 'Lisbon', ['Shipped'], ['Go']), event('Intern', 'Beta', 'Summer 2015', '')]),
    section('Volunteering', 'volunteering', [event('Mentor', 'Code Club', '2018 – 2019', '', ['Taught'])]),
    section('Projects', 'projects', [event('Gitlytics', 'Open source', '2021', '', ['Charts'], ['Python'])]),
    section('References', 'references', [{ type: 'reference', name: rich('Ada'), lines: [rich('Supervisor')] }]),
    section('Education', 'education', [event('B.Sc. in CS', 'Uni', '2010 – 2013', 'Kövsberg', ['Thesis: X'], ['Algorithms'])]),
    section('Courses', 'courses', [event('Deep Learning', 'Coursera', '2019', 'Online')]),
    section('Certifications', 'certifications', [event('AWS', 'Amazon', '2022', '')]),
    section('Awards', 'awards', [event('Best Paper', 'CHI', '2020', '', ['For speed'])]),
    section('Publications', 'publications', [event('Speed', 'ACM', '2016', '')]),
    section('Most Proud of', 'achievements', [{ type: 'achievement', title: rich('Rebuild'), text: rich('Less JS') }]),
    section('Technical Skills', 'technicalSkills', [{ type: 'tags', label: 'Languages', tags: ['Go', 'TypeScript'] }, { type: 'skill', name: 'CSS', rating: 4 }]),
    section('Languages', 'languages', [{ type: 'skill', name: 'English', rating: 5 }, { type: 'field', label: rich('Deutsch'), text: rich('B2') }]),
    section('Interests', 'interests', [{ type: 'tags', tags: ['Chess'] }]),
    section('Side Quests', 'otherExperience', [event('Boat', 'Self', '2017', '')]),
  );
  const resume = toJsonResume(cv, basics);

  it('is valid, and has every part of the schema the CV fills', () => {
    expect(schemaErrors(resume)).toEqual([]);
    expect(Object.keys(resume)).toEqual([
      '$schema', 'basics', 'work', 'volunteer', 'education', 'awards', 'certificates', 'publications', 'skills', 'languages', 'interests', 'references', 'projects', 'x-sections',
    ]);
  });

  it('reads back every entry under the same kind of section, and writes the same file again', () => {
    const back = readBack(resume);
    const count = (doc: CvDocument) => Object.fromEntries(doc.sections.map((s) => [s.kind, 0])) as Record<string, number>;
    const counts = (doc: CvDocument) => {
      const out = count(doc);
      for (const s of doc.sections) out[s.kind]! += s.items.length;
      return out;
    };
    // Internships and jobs are both "work"; awards and achievements both "awards": the kinds JSON Resume has.
    expect(counts(back)).toEqual({ ...counts(cv), achievements: undefined, awards: 2 } as unknown as Record<string, number>);
    expect(toJsonResume(back, basics)).toEqual(resume);
  });
});

describe('a JSON Resume read and written again', () => {
  it('keeps the entries of the schema package’s sample', () => {
    const sample = JSON.parse(readFileSync(require.resolve('@jsonresume/schema/sample.resume.json'), 'utf8')) as Record<string, unknown[]>;
    const again = toJsonResume(readBack(sample as JsonResume), basics) as Record<string, unknown>;
    for (const part of ['work', 'volunteer', 'education', 'awards', 'certificates', 'publications', 'projects', 'references']) {
      expect([part, (again[part] as unknown[] | undefined)?.length]).toEqual([part, sample[part]?.length]);
    }
    expect(schemaErrors(again)).toEqual([]);
  });
});
