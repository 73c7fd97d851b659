/** Helpers for the parser's tests: parse one snippet with the sample site's section titles. */
import { siteContent, type CvPageName } from '@portfolio/shared';
import { plainText, sectionsOfPage } from './index';
import { parseCv } from './parseCv';
import { createTitleMatcher } from './sectionTitles';
import type { CvDocument, CvEvent, RichText } from './types';

export function parse(text: string, file = 'content/cv/main.tex'): CvDocument {
  return parseCv([{ file, text }], createTitleMatcher(siteContent().cv));
}

/** The sections a snippet's CV sends to a page, by title. */
export function sectionTitles(cv: CvDocument, page: CvPageName): string[] {
  return sectionsOfPage(cv, page).map((section) => section.title);
}

/** Every event of the CV, in order. */
export function events(cv: CvDocument): CvEvent[] {
  return cv.sections.flatMap((section) => section.items.filter((item): item is CvEvent => item.type === 'event'));
}

export function plain(texts: RichText[]): string[] {
  return texts.map(plainText);
}

/** One experience entry's bullets from a snippet placed under `\cvsection{Experience}` and one event. */
export function bullets(body: string): string[] {
  const cv = parse(`\\cvsection{Experience}\n\\cvevent{Job}{Company}{Date}{Place}\n${body}`);
  return plain(events(cv)[0]?.lines ?? []);
}

/** SPEC §4's entities, read off the sections the way the pages show them: what the older tests assert on. */
export function entities(cv: CvDocument) {
  const ofKinds = (...kinds: string[]) => cv.sections.filter((section) => kinds.includes(section.kind));
  const eventsOf = (...kinds: string[]) => ofKinds(...kinds).flatMap((section) => section.items.filter((item): item is CvEvent => item.type === 'event'));
  const skillsOf = (kind: string) =>
    ofKinds(kind).flatMap((section) =>
      section.items.flatMap((item) => (item.type === 'tags' ? item.tags : item.type === 'skill' ? [item.name] : item.type === 'list' ? item.items.map(plainText) : [])),
    );
  return {
    experience: eventsOf('experience').map((e) => ({ jobTitle: e.title, company: e.organisation, date: e.date, location: e.location, skills: e.lines, stack: e.stack })),
    qualifications: eventsOf('qualifications', 'certifications').map((e) => ({ qualification: e.title, issuer: e.organisation, date: e.date, company: e.location })),
    education: eventsOf('education').map((e) => ({ qualification: e.title, issuer: e.organisation, date: e.date, location: e.location, skills: e.lines })),
    technicalSkills: skillsOf('technicalSkills'),
    keySkills: skillsOf('keySkills'),
    warnings: cv.warnings,
  };
}
