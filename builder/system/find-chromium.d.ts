export function findChromium(options?: { window?: boolean }): string | null;
export const NO_CHROMIUM: string;
