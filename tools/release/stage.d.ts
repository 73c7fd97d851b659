export const ENGINE_FILES: string[];
/**
 * Lays out @folio-federation/core and @folio-federation/create in `out`, at `version` (default: the
 * root package's), the engine with `built` (default: this checkout's engine/).
 */
export function stage(options: { out: string; version?: string; built?: string }): { engine: string; create: string; version: string };
