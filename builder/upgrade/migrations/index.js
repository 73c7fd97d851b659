/**
 * The content schema's changes, oldest first: one small module each, beside this file, exporting
 * `{ to, summary, migrate(content) }`: the schema it brings content to (shared/src/content/
 * schemaVersion.ts), one line on what changed, and the edits (a ContentFolder). A schema change
 * with its migration is a minor release; docs/releasing.md says how to add one.
 *
 * Schema 1.0 is the first: nothing to migrate yet.
 */

/** @type {{ to: string, summary: string, migrate: (content: import('../contentFolder').ContentFolder) => void }[]} */
const MIGRATIONS = [];

module.exports = { MIGRATIONS };
