export const RESUME_JSON: 'resume.json';

export type FoundResumeJson =
  | { ok: false; file: string; error: string }
  | {
      ok: true;
      file: string;
      label: string;
      text: string;
      /** Shaped like resolveCv's ResolvedCv, so file:line mapping works unchanged. */
      cv: { main: string; text: string; origins: { file: string; line: number }[]; used: string[]; unused: string[] };
    };

export function findResumeJson(cvFolder: string): FoundResumeJson | null;
export function checkResumeJson(text: string, label: string): { errors: string[] };
export function writeResumeJson(cvDocument: object, site: object): string;
export function basicsOf(site: object): object;
