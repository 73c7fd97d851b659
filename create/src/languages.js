/**
 * The languages the engine writes its own text in (menu, Back, messages…), and how an owner's
 * BCP 47 tag maps onto them. A copy of shared/src/i18n/languages.ts: this package is installed
 * before the engine, so it cannot import it. languages.test.js fails when the two drift apart.
 */

const UI_LANGUAGES = Object.freeze([
  'en', 'fr', 'de', 'es', 'pt', 'it', 'nl', 'pl', 'cs', 'zh', 'ja',
  'ar', 'he', 'fa', 'ur', 'zh-Hant', 'ko', 'ru', 'uk', 'tr', 'vi', 'id', 'th', 'hi', 'bn',
  'sv', 'da', 'nb', 'fi', 'el', 'hu', 'ro', 'sk', 'bg', 'sr', 'hr', 'sl', 'lt', 'lv', 'et', 'ca', 'ms', 'fil', 'sw', 'ta',
]);

/** Tags that name a language by another code: "no" (Norwegian) is written in Bokmål. */
const SAME_LANGUAGE = Object.freeze({ no: 'nb' });

/** The tag in its canonical case ("de-ch" → "de-CH"), or null when it is not a BCP 47 tag. */
function canonicalTag(tag) {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The built-in language that serves a tag ("de-CH" reads German), or null when the engine has none.
 * Chinese by script: zh-Hant, zh-TW and zh-HK read Traditional, zh and zh-CN Simplified; Serbian in Cyrillic only.
 */
function uiLanguageOf(tag) {
  const canonical = canonicalTag(tag);
  if (!canonical) return null;
  const locale = new Intl.Locale(canonical);
  const script = locale.maximize().script;
  if (locale.language === 'zh') return script === 'Hant' ? 'zh-Hant' : script === 'Hans' ? 'zh' : null;
  if (locale.language === 'sr' && script !== 'Cyrl') return null;
  const language = SAME_LANGUAGE[locale.language] ?? locale.language;
  return UI_LANGUAGES.includes(language) ? language : null;
}

/** A language's own name for itself ("Deutsch", "日本語"), and its English name ("German"). */
function languageNames(tag) {
  const own = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  const english = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  return { own: own.charAt(0).toLocaleUpperCase(tag) + own.slice(1), english };
}

module.exports = { UI_LANGUAGES, canonicalTag, uiLanguageOf, languageNames };
