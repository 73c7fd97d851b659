export const ENGINE_FILES: string[];
/** Lays out @folio-federation/core and create-folio-federation in `out`, at `version` (default: the root package's). */
export function stage(options: { out: string; version?: string }): { engine: string; create: string; version: string };
