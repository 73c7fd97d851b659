/** @jest-environment node */
const { UI_LANGUAGES } = require('../languages');
const { STARTER_WORDS, RIGHT_TO_LEFT, starterWords } = require('./words');

const KEYS = ['intro', 'addOne', 'count', 'back'];

describe("the starter page's words", () => {
  it('are written in every language the site is written in, and no other', () => {
    expect(Object.keys(STARTER_WORDS).sort()).toEqual([...UI_LANGUAGES].sort());
  });

  it.each(UI_LANGUAGES)('%s: all four texts, on one line each, without spaces around', (language) => {
    const words = STARTER_WORDS[language];
    expect(Object.keys(words)).toEqual(KEYS);
    for (const key of KEYS) {
      expect({ key, text: words[key] }).toEqual({ key, text: expect.stringMatching(/\S/) });
      expect({ key, trimmed: words[key].trim() === words[key], oneLine: !/[\r\n]/.test(words[key]) }).toEqual({ key, trimmed: true, oneLine: true });
    }
  });

  it.each(UI_LANGUAGES)('%s: the count holds {n} once, the intro names src/Page.tsx', (language) => {
    const { intro, count } = STARTER_WORDS[language];
    expect(count.split('{n}')).toHaveLength(2);
    expect(intro).toContain('src/Page.tsx');
  });

  it.each(UI_LANGUAGES)("%s: typographic quotes only (React writes & < > \" ' as entities, and the part's test looks for the words as they are)", (language) => {
    for (const text of Object.values(STARTER_WORDS[language])) expect({ text, plain: !/[&<>"'{}]/.test(text.replace('{n}', '')) }).toEqual({ text, plain: true });
  });

  it('are the same for a region as for its language, and say the direction it is written in', () => {
    expect(starterWords('pt-BR')).toEqual({ ...STARTER_WORDS.pt, dir: 'ltr' });
    expect(starterWords('de-CH').addOne).toBe(STARTER_WORDS.de.addOne);
    expect(starterWords('zh-TW')).toEqual({ ...STARTER_WORDS['zh-Hant'], dir: 'ltr' });
    expect(starterWords('ar-EG').dir).toBe('rtl');
    expect(() => starterWords('tlh')).toThrow('No starter words for tlh');
  });

  it('name right to left the languages written right to left', () => {
    const rightToLeft = UI_LANGUAGES.filter((language) => new Intl.Locale(language).getTextInfo().direction === 'rtl');
    expect([...RIGHT_TO_LEFT]).toEqual(rightToLeft);
  });
});
