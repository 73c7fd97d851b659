export function findChromium(options?: { window?: boolean }): string | null;
