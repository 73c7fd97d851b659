export interface CvCheckResult {
  errors: string[];
  warnings: string[];
  files: string[];
}

export function checkCv(dir: string, sectionTitles: Record<string, readonly string[]>): CvCheckResult;

export class CvCheckPlugin {
  constructor(options: { sectionTitles: Record<string, readonly string[]> });
  apply(compiler: unknown): void;
}
