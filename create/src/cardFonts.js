/**
 * The share card's fonts a new site installs: the Noto Sans package of each script its name, job
 * title and language are written in (Inter, for Latin, Greek and Cyrillic, comes with the engine).
 * A copy of the engine's rule (builder/media/cardFonts.js scriptPackagesFor): this package runs
 * before the engine is installed. cardFonts.test.js fails when the two drift apart, and when a
 * range here is not the engine's (its package.json peerDependencies).
 */

/** Each package, its range, and the script it draws (Unicode's Script property). */
const FONTS = Object.freeze({
  'noto-sans-arabic': { range: '^5.3.0', script: /\p{Script=Arabic}/u },
  'noto-sans-hebrew': { range: '^5.3.0', script: /\p{Script=Hebrew}/u },
  'noto-sans-thai': { range: '^5.3.0', script: /\p{Script=Thai}/u },
  'noto-sans-devanagari': { range: '^5.3.0', script: /\p{Script=Devanagari}/u },
  'noto-sans-bengali': { range: '^5.3.0', script: /\p{Script=Bengali}/u },
  'noto-sans-tamil': { range: '^5.3.0', script: /\p{Script=Tamil}/u },
  'noto-sans-jp': { range: '^5.3.1', script: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u },
  'noto-sans-kr': { range: '^5.3.1', script: /[\p{Script=Han}\p{Script=Hangul}]/u },
  'noto-sans-tc': { range: '^5.3.1', script: /\p{Script=Han}/u },
  'noto-sans-sc': { range: '^5.3.1', script: /\p{Script=Han}/u },
});

const HAN = { ja: 'noto-sans-jp', ko: 'noto-sans-kr', 'zh-Hant': 'noto-sans-tc', zh: 'noto-sans-sc' };

/** The Han package first for a language: its own forms (Japanese, Korean, Traditional Chinese), else Simplified Chinese's. */
function hanFirst(lang) {
  const locale = new Intl.Locale(lang).maximize();
  if (locale.language === 'zh') return locale.script === 'Hant' ? HAN['zh-Hant'] : HAN.zh;
  return HAN[locale.language] ?? HAN.zh;
}

/** Packages in the order a letter's script is looked up on a card in `lang`. */
function order(lang) {
  const first = hanFirst(lang);
  return [...Object.keys(FONTS).filter((name) => !Object.values(HAN).includes(name)), first, ...Object.values(HAN).filter((name) => name !== first)];
}

/**
 * The font packages (npm name → range) the letters of `texts` need on a card in `lang`.
 * @param {string[]} texts
 * @param {string} lang
 * @returns {Record<string, string>}
 */
function cardFontDependencies(texts, lang) {
  const names = new Set();
  for (const char of texts.join('')) {
    const name = order(lang).find((candidate) => FONTS[candidate].script.test(char));
    if (name) names.add(name);
  }
  return Object.fromEntries([...names].sort().map((name) => [`@fontsource-variable/${name}`, FONTS[name].range]));
}

module.exports = { cardFontDependencies };
