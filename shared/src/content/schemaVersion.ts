/**
 * The content schema: which shape of content/ this engine reads. It is named by the @folio-federation/core
 * release that introduced it (major.minor): a schema change comes with a migration and a minor
 * release (docs/releasing.md), so content that records its schema also names the release it needs.
 * content/site.json records it as "schemaVersion"; `folio upgrade` moves it forward.
 */
export const CONTENT_SCHEMA_VERSION = '1.0';

/** What a site.json without "schemaVersion" was written for: every site made before the field. */
export const FIRST_SCHEMA_VERSION = '1.0';

const FORM = /^(\d+)\.(\d+)$/;

export function isSchemaVersion(value: unknown): value is string {
  return typeof value === 'string' && FORM.test(value);
}

/** Negative when `a` is older than `b`, 0 when equal, positive when newer. */
export function compareSchemaVersions(a: string, b: string): number {
  const [, aMajor, aMinor] = FORM.exec(a)!.map(Number);
  const [, bMajor, bMinor] = FORM.exec(b)!.map(Number);
  return aMajor! - bMajor! || aMinor! - bMinor!;
}

/** The schema a parsed site.json records (malformed values are the schema's to report). */
export function recordedSchemaVersion(json: unknown): string | null {
  if (json === null || typeof json !== 'object' || !('schemaVersion' in json)) return FIRST_SCHEMA_VERSION;
  const { schemaVersion } = json as { schemaVersion: unknown };
  return isSchemaVersion(schemaVersion) ? schemaVersion : null;
}

/**
 * Why this engine cannot read content written for `recorded`, in words that say what to run: older
 * content names `folio upgrade`, newer content the release it needs. Null when it reads it.
 */
export function schemaVersionProblem(recorded: string, label: string, current = CONTENT_SCHEMA_VERSION): string | null {
  const order = compareSchemaVersions(recorded, current);
  if (order === 0) return null;
  if (order < 0) {
    return `${label} is written for content schema ${recorded} ("schemaVersion"), and this @folio-federation/core reads ${current}: run "npx folio upgrade" to migrate it (it prints each change), then build again.`;
  }
  return `${label} is written for content schema ${recorded} ("schemaVersion"), which came with @folio-federation/core ${recorded}.0; this one reads ${current}. Update it: npm install @folio-federation/core@^${recorded}.0`;
}
