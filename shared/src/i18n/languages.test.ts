import { canonicalTag, nativeLanguageName, openGraphLocale, uiLanguageOf } from './languages';

describe('uiLanguageOf', () => {
  it.each([
    ['en', 'en'],
    ['de-CH', 'de'],
    ['pt-BR', 'pt'],
    ['zh', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['ja-JP', 'ja'],
  ])('%s is written in the %s catalogue', (tag, language) => expect(uiLanguageOf(tag)).toBe(language));

  it.each(['zh-TW', 'zh-Hant', 'ar', 'xx', 'not a tag', ''])('%s has no catalogue', (tag) => expect(uiLanguageOf(tag)).toBeNull());
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
