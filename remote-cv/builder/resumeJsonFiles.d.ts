export function resumeJsonOf(dir: string, site: object): { text: string | null; errors: string[]; folder: string };

/** A step of the CV remote's site build (builder/site/appFiles.js): resume.json, or nothing. */
export function resumeJsonFiles(build: object): { file: string; source: string }[];
