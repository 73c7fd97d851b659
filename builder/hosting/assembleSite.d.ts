/** Assembles the one-origin site from the four production builds; returns the site folder. */
export function assembleSite(options?: { distRoot?: string; outDir?: string; env?: NodeJS.ProcessEnv }): Promise<string>;
export const SITE_FOLDERS: string[];
