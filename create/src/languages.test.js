/** @jest-environment node */
const path = require('node:path');
const { createJiti } = require('jiti');
const { UI_LANGUAGES, canonicalTag, uiLanguageOf, languageNames } = require('./languages');

const ENGINE_LANGUAGES = path.join(__dirname, '..', '..', 'shared', 'src', 'i18n', 'languages.ts');

describe('the offered languages', () => {
  it("are the engine's own (shared/src/i18n/languages.ts): a language added there is added here", () => {
    const engine = createJiti(__filename)(ENGINE_LANGUAGES);
    expect([...UI_LANGUAGES]).toEqual([...engine.UI_LANGUAGES]);
  });

  it('map a tag as the engine does', () => {
    const engine = createJiti(__filename)(ENGINE_LANGUAGES);
    for (const tag of ['en', 'de-CH', 'DE-ch', 'pt-BR', 'zh', 'zh-CN', 'zh-Hans', 'zh-TW', 'zh-Hant', 'ja-JP', 'tlh', 'sv', 'no', 'tl', 'sr-Latn', 'fa-IR', 'zh-HK', 'not a tag', '']) {
      expect({ tag, canonical: canonicalTag(tag), ui: uiLanguageOf(tag) }).toEqual({ tag, canonical: engine.canonicalTag(tag), ui: engine.uiLanguageOf(tag) });
    }
  });

  it('have their own name and an English one, for the question', () => {
    expect(languageNames('de')).toEqual({ own: 'Deutsch', english: 'German' });
    expect(languageNames('ja')).toEqual({ own: '日本語', english: 'Japanese' });
  });
});
