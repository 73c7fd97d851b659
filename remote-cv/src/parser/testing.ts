/** Helpers for the parser's tests: parse one snippet with the sample site's section titles. */
import { site } from '@portfolio/shared';
import { parseCv, plainText } from './index';
import type { CvDocument, RichText } from './types';

export function parse(text: string, file = 'content/cv/main.tex'): CvDocument {
  return parseCv([{ file, text }], site.cv.sectionTitles);
}

export function plain(texts: RichText[]): string[] {
  return texts.map(plainText);
}

/** One experience entry's bullets from a snippet placed under `\cvsection{Experience}` and one event. */
export function bullets(body: string): string[] {
  const cv = parse(`\\cvsection{Experience}\n\\cvevent{Job}{Company}{Date}{Place}\n${body}`);
  return plain(cv.experience[0]?.skills ?? []);
}
