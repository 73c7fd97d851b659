/**
 * `folio upgrade`: brings content/ to the schema this engine reads, by the migrations of the
 * schema changes in between (migrations/), and records it in site.json's "schemaVersion". It
 * changes only what a migration names; run again, it finds nothing to do.
 */
const { ContentFolder } = require('./contentFolder');
const { MIGRATIONS } = require('./migrations');
const { engineModule } = require('../engineModules');

const SITE_JSON = 'site.json';

/**
 * What upgrading `dir` would change, without writing it.
 * @param {string} dir  the content folder
 * @param {{ migrations?: typeof MIGRATIONS, current?: string }} [options]  (tests give their own)
 * @returns {{ from: string, to: string, content: ContentFolder, problem?: string }}
 */
function planUpgrade(dir, { migrations = MIGRATIONS, current } = {}) {
  const schema = engineModule('shared/src/content/schemaVersion.ts');
  const to = current ?? schema.CONTENT_SCHEMA_VERSION;
  const content = new ContentFolder(dir);
  const json = content.readJson(SITE_JSON);
  if (json === undefined) return { from: to, to, content, problem: `there is no ${SITE_JSON} in ${dir}` };
  const from = schema.recordedSchemaVersion(json);
  if (from === null) return { from: to, to, content, problem: `${SITE_JSON}'s "schemaVersion" is not a content schema version such as "1.0"` };
  if (schema.compareSchemaVersions(from, to) > 0) return { from, to, content, problem: schema.schemaVersionProblem(from, `content/${SITE_JSON}`, to) };
  const due = migrations.filter((migration) => schema.compareSchemaVersions(migration.to, from) > 0 && schema.compareSchemaVersions(migration.to, to) <= 0);
  for (const migration of due) {
    const before = content.changes.length;
    migration.migrate(content);
    for (const change of content.changes.slice(before)) change.change += ` (schema ${migration.to}: ${migration.summary})`;
  }
  if (json.schemaVersion !== to) content.setJsonField(SITE_JSON, ['schemaVersion'], to, `"schemaVersion": "${to}"`, { first: true });
  return { from, to, content };
}

module.exports = { planUpgrade, SITE_JSON };
