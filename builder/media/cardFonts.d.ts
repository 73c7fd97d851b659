export const FIRST_FAMILY: string;
export function packagesFor(lang: string): string[];
export function fontFilesFor(texts: string[], lang: string): { files: { name: string; file: string }[]; missing: string[]; toInstall: string[] };
export function scriptPackagesFor(texts: string[], lang: string): string[];
export function cardFontsCover(text: string, lang: string): boolean;
export function fontConfigFor(texts: string[], lang: string): Promise<{ config: string; fontCount: number }>;
