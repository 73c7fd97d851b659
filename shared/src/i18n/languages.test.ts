import { UI_LANGUAGES, canonicalTag, nativeLanguageName, openGraphLocale, textDirection, uiLanguageOf } from './languages';

describe('uiLanguageOf', () => {
  it.each([
    ['en', 'en'],
    ['de-CH', 'de'],
    ['pt-BR', 'pt'],
    ['zh', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['ja-JP', 'ja'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-SG', 'zh'],
    ['fa-IR', 'fa'],
    ['ar-EG', 'ar'],
    ['iw', 'he'],
    ['no', 'nb'],
    ['nb-NO', 'nb'],
    ['tl', 'fil'],
    ['sr', 'sr'],
  ])('%s is written in the %s catalogue', (tag, language) => expect(uiLanguageOf(tag)).toBe(language));

  it.each(['sr-Latn', 'zh-Latn', 'tlh', 'xx', 'not a tag', ''])('%s has no catalogue', (tag) => expect(uiLanguageOf(tag)).toBeNull());

  it('offers at least 45 languages, among them the right-to-left ones and those the web reads most', () => {
    expect(UI_LANGUAGES.length).toBeGreaterThanOrEqual(45);
    for (const tag of ['ar', 'he', 'fa', 'ur', 'zh-Hant', 'ko', 'ru', 'uk', 'tr', 'vi', 'id', 'th', 'hi', 'bn']) expect(UI_LANGUAGES).toContain(tag);
  });
});

describe('textDirection', () => {
  it.each(['ar', 'he', 'fa', 'ur', 'ur-IN', 'ps', 'ckb', 'ku-Arab', 'yi', 'dv', 'iw'])('%s is written right to left', (tag) => expect(textDirection(tag)).toBe('rtl'));
  it.each(['en', 'ku', 'ja', 'zh-Hant', 'az', 'uz-Cyrl', 'not a tag'])('%s is written left to right', (tag) => expect(textDirection(tag)).toBe('ltr'));
});

it('writes tags in canonical case, or says they are not tags', () => {
  expect(canonicalTag('de-ch')).toBe('de-CH');
  expect(canonicalTag('PT-br')).toBe('pt-BR');
  expect(canonicalTag('not a tag')).toBeNull();
});

it('names each language in itself, capitalised as a switch shows it', () => {
  expect(nativeLanguageName('de')).toBe('Deutsch');
  expect(nativeLanguageName('fr')).toBe('Français');
  expect(nativeLanguageName('ja')).toBe('日本語');
  expect(nativeLanguageName('pt-BR')).toBe('Português (Brasil)');
});

it("gives Open Graph's language_TERRITORY form", () => {
  expect(openGraphLocale('de')).toBe('de_DE');
  expect(openGraphLocale('pt-BR')).toBe('pt_BR');
  expect(openGraphLocale('ja')).toBe('ja_JP');
  expect(openGraphLocale('zh')).toBe('zh_CN');
});
