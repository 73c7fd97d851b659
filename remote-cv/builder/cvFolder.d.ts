export function displayPath(file: string): string;
export function readTexFiles(folder: string): Map<string, string>;
export function resolveCvFolder(contentDir: string, main: string): unknown;
export function cvOfEachLanguage(
  contentDir: string,
  languages: readonly { tag: string; cvFolder: string | null }[],
  cvOptions: { main?: string },
): { lang: string; dir: string; main: string | undefined }[];
