export function displayPath(file: string): string;
export function readTexFiles(folder: string): Map<string, string>;
export function resolveCvFolder(contentDir: string, main: string): unknown;
