export interface CvCheckResult {
  errors: string[];
  warnings: string[];
  /** The build's CV report: one line per section (title, file:line, page, what it holds). */
  report: string[];
  folder: string;
}

export function checkCv(dir: string, cv: { main?: string; sectionTitles?: object; sectionPages?: object }, site?: { owner?: { name?: string } }): CvCheckResult;

/** A step of the CV remote's site build (builder/site/appFiles.js): the report's lines, errors and warnings. */
export function cvReport(build: object): never[];
