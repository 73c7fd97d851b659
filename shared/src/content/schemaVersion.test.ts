import { CONTENT_SCHEMA_VERSION, compareSchemaVersions, recordedSchemaVersion, schemaVersionProblem } from './schemaVersion';

describe('content schema versions', () => {
  it('orders versions by major, then minor, as numbers', () => {
    expect(compareSchemaVersions('1.0', '1.0')).toBe(0);
    expect(compareSchemaVersions('1.2', '1.10')).toBeLessThan(0);
    expect(compareSchemaVersions('2.0', '1.10')).toBeGreaterThan(0);
  });

  it('takes a site.json without the field as the first schema, and a malformed one as unknown', () => {
    expect(recordedSchemaVersion({ owner: {} })).toBe('1.0');
    expect(recordedSchemaVersion({ schemaVersion: '1.4' })).toBe('1.4');
    expect(recordedSchemaVersion({ schemaVersion: 1 })).toBeNull();
  });

  it('sends older content to `folio upgrade` and newer content to the release it needs', () => {
    expect(schemaVersionProblem(CONTENT_SCHEMA_VERSION, 'content/site.json')).toBeNull();
    expect(schemaVersionProblem('1.0', 'content/site.json', '1.3')).toBe(
      'content/site.json is written for content schema 1.0 ("schemaVersion"), and this @folio-federation/core reads 1.3: run "npx folio upgrade" to migrate it (it prints each change), then build again.',
    );
    expect(schemaVersionProblem('2.1', 'content/site.json', '1.3')).toBe(
      'content/site.json is written for content schema 2.1 ("schemaVersion"), which came with @folio-federation/core 2.1.0; this one reads 1.3. Update it: npm install @folio-federation/core@^2.1.0',
    );
  });
});
