/** @jest-environment node */
const path = require('node:path');
const { siteJson, STYLES_CSS, PLACEHOLDER_GITHUB_USER } = require('./siteJson');
const { SCHEMA_VERSION } = require('./schemaVersion');
const { jiti } = require('../../tools/jiti');

const CONTENT = path.join(__dirname, '..', '..', 'shared', 'src', 'content');
const { siteSchema } = jiti(path.join(CONTENT, 'schema.ts'));
const { parseSiteContent } = jiti(path.join(CONTENT, 'loadSiteContent.ts'));

/** The problems the engine's schema finds in the file (strict: an unknown field is one). */
function engineCheck(text) {
  const result = siteSchema.safeParse(JSON.parse(text));
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const ANSWERS = { name: 'Ada Lovelace', jobTitle: 'Analyst', language: 'en' };

describe('content/site.json', () => {
  it('starts with the schema version, then the language, the owner and the required links, with placeholders that say what to edit', () => {
    const site = JSON.parse(siteJson(ANSWERS));
    expect(Object.keys(site)).toEqual(['schemaVersion', 'language', 'owner', 'social', 'github']);
    expect(site.schemaVersion).toBe(SCHEMA_VERSION);
    expect(site.owner).toMatchObject({ name: 'Ada Lovelace', jobTitle: 'Analyst' });
    expect(site.owner.intro).toMatch(/^Edit this line in content\/site\.json/);
    expect(site.owner.pictureAlt).toMatch(/placeholder.*content\/media.*describe it here/);
    expect(site.github).toEqual({ user: PLACEHOLDER_GITHUB_USER });
    expect(engineCheck(siteJson(ANSWERS))).toEqual([]);
  });

  it('is read by the engine as written for its own content schema: nothing to migrate', () => {
    expect(parseSiteContent(JSON.parse(siteJson(ANSWERS))).schemaVersion).toBe(SCHEMA_VERSION);
  });

  it('names the GitHub user, and links to its profile', () => {
    const site = JSON.parse(siteJson({ ...ANSWERS, github: 'ada-l' }));
    expect(site.github).toEqual({ user: 'ada-l' });
    expect(site.social.code).toEqual({ label: 'GitHub', url: 'https://github.com/ada-l' });
    expect(engineCheck(siteJson({ ...ANSWERS, github: 'ada-l' }))).toEqual([]);
  });

  it('gives the feed to the Writing page', () => {
    const text = siteJson({ ...ANSWERS, feed: 'https://dev.to/feed/ada' });
    expect(JSON.parse(text).writing).toEqual({ feed: 'https://dev.to/feed/ada' });
    expect(engineCheck(text)).toEqual([]);
  });

  it('sets the language', () => {
    const text = siteJson({ ...ANSWERS, language: 'de-CH' });
    expect(JSON.parse(text).language).toBe('de-CH');
    expect(engineCheck(text)).toEqual([]);
  });

  it('is what the engine accepts for any name, title and language', () => {
    for (const answers of [{ name: '山田 花子', jobTitle: 'エンジニア', language: 'ja' }, { name: 'Zoë "Z" O\'Neil', jobTitle: 'R&D <lead>', language: 'pt-BR' }]) {
      expect(engineCheck(siteJson(answers))).toEqual([]);
    }
  });
});

describe('content/styles.css', () => {
  it('is only a comment: it changes nothing until the owner writes a rule', () => {
    expect(STYLES_CSS.trim()).toMatch(/^\/\*[\s\S]*\*\/$/);
    expect(STYLES_CSS.trim().slice(2, -2)).not.toContain('*/');
  });
});
