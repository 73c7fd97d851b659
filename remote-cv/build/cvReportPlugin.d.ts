export interface CvCheckResult {
  errors: string[];
  warnings: string[];
  /** The build's CV report: one line per section (title, file:line, page, what it holds). */
  report: string[];
  folder: string;
}

export function checkCv(dir: string, cv: { main?: string; sectionTitles?: object; sectionPages?: object }): CvCheckResult;

export class CvReportPlugin {
  constructor(options: { cv: object });
}
