/**
 * The version of the content/ schema this package writes (content/site.json "schemaVersion"): the
 * engine's "major.minor" form, the release that brought the schema. A copy of CONTENT_SCHEMA_VERSION
 * in shared/src/content/schemaVersion.ts (this package is installed before the engine, so it cannot
 * import it): schemaVersion.test.js fails when the two differ. `folio upgrade` migrates older content.
 */
const SCHEMA_VERSION = '1.0';

module.exports = { SCHEMA_VERSION };
