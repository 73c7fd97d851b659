/** @jest-environment node */
const fs = require('node:fs');
const path = require('node:path');
const { scriptPackagesFor } = require('../../builder/media/cardFonts');
const { cardFontDependencies } = require('./cardFonts');
const { UI_LANGUAGES, languageNames } = require('./languages');

const ROOT = path.join(__dirname, '..', '..');

describe('the card fonts a new site installs', () => {
  it("are the packages the engine's card asks for, for the language's own name and owners' names in other scripts", () => {
    const owners = ['Mira Kestrel', 'ميرا كسترل', 'מירה קסטרל', 'มิรา', 'मीरा', 'মীরা', 'மீரா', '山田花子', 'やまだ はなこ', '김미라', '陳美玲', 'Мира Кестрел'];
    for (const lang of UI_LANGUAGES) {
      for (const texts of [[languageNames(lang).own], ...owners.map((name) => [name, 'Front-end Engineer'])]) {
        expect({ lang, texts, packages: Object.keys(cardFontDependencies(texts, lang)) }).toEqual({ lang, texts, packages: scriptPackagesFor(texts, lang).sort() });
      }
    }
  });

  it("name the engine's ranges for them (its optional peers)", () => {
    const engine = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const all = cardFontDependencies(['ميرا', 'מירה', 'มิรา', 'मीरा', 'মীরা', 'மீரா', 'やまだ', '김', '山'], 'en');
    expect(Object.keys(all)).toHaveLength(9);
    for (const [name, range] of Object.entries({ ...all, ...cardFontDependencies(['山'], 'zh-Hant'), ...cardFontDependencies(['山'], 'ja') })) {
      expect({ name, range }).toEqual({ name, range: engine.peerDependencies[name] });
    }
    expect(Object.keys(engine.peerDependencies).sort()).toEqual(Object.keys({ ...all, '@fontsource-variable/noto-sans-tc': '' }).sort());
  });

  it('add nothing for a site in a Latin, Greek or Cyrillic script', () => {
    expect(cardFontDependencies(['Mira Kestrel', 'Ingénieure front-end', 'Μίρα', 'Мира'], 'fr')).toEqual({});
  });
});
