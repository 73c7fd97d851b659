/** @jest-environment node */
const path = require('node:path');
const { createJiti } = require('jiti');
const { SCHEMA_VERSION } = require('./schemaVersion');

describe('SCHEMA_VERSION', () => {
  it("is the engine's content schema version (shared/src/content/schemaVersion.ts): a new schema needs new starter content here", () => {
    const engine = createJiti(__filename)(path.join(__dirname, '..', '..', 'shared', 'src', 'content', 'schemaVersion.ts'));
    expect(SCHEMA_VERSION).toBe(engine.CONTENT_SCHEMA_VERSION);
  });
});
