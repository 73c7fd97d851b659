/**
 * The languages the project writes its own text in, and how an owner's BCP 47 tag maps onto them.
 * Browser-safe: no catalogue is imported here (the build picks one per page, see catalogues/index.ts).
 */
import type { en } from './catalogues/en';

export type TextKey = keyof typeof en;

/**
 * A text that holds a count: one form per plural category of the language (Intl.PluralRules), as
 * CLDR defines them: English has one and other, Polish one, few, many and other, Arabic all six.
 */
export type PluralText = { readonly other: string } & { readonly [C in Exclude<Intl.LDMLPluralRule, 'other'>]?: string };

/** A complete catalogue: every key of the English one, a text where English has a text, forms where English has forms. */
export type Catalogue = { readonly [K in TextKey]: (typeof en)[K] extends string ? string : PluralText };

/**
 * The languages of the project's own text, chosen by how many people read the web in them
 * (docs/languages.md says how): the 11 of 1.0, then by readership.
 */
export const UI_LANGUAGES = [
  'en', 'fr', 'de', 'es', 'pt', 'it', 'nl', 'pl', 'cs', 'zh', 'ja',
  'ar', 'he', 'fa', 'ur', 'zh-Hant', 'ko', 'ru', 'uk', 'tr', 'vi', 'id', 'th', 'hi', 'bn',
  'sv', 'da', 'nb', 'fi', 'el', 'hu', 'ro', 'sk', 'bg', 'sr', 'hr', 'sl', 'lt', 'lv', 'et', 'ca', 'ms', 'fil', 'sw', 'ta',
] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The tag in its canonical case ("de-ch" → "de-CH"), or null when it is not a BCP 47 tag. */
export function canonicalTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/** Tags that name a catalogue's language by another code: "no" (Norwegian) is written in Bokmål. */
const SAME_LANGUAGE: Readonly<Record<string, UiLanguage>> = { no: 'nb' };

/**
 * The built-in catalogue that serves a tag: its language subtag ("de-CH" and "de-AT" read German),
 * or null when the project has none. Chinese has two catalogues, by script: a tag that means
 * Traditional characters (zh-Hant, zh-TW, zh-HK, by CLDR's likely subtags) reads zh-Hant, any other zh.
 * Serbian is written in Cyrillic, so sr-Latn is not served.
 */
export function uiLanguageOf(tag: string): UiLanguage | null {
  const canonical = canonicalTag(tag);
  if (!canonical) return null;
  const locale = new Intl.Locale(canonical);
  const script = locale.maximize().script;
  if (locale.language === 'zh') return script === 'Hant' ? 'zh-Hant' : script === 'Hans' ? 'zh' : null;
  if (locale.language === 'sr' && script !== 'Cyrl') return null;
  const language = SAME_LANGUAGE[locale.language] ?? locale.language;
  return (UI_LANGUAGES as readonly string[]).includes(language) ? (language as UiLanguage) : null;
}

/** Scripts written right to left (Unicode's Bidi_Class R and AL scripts in use today). */
const RIGHT_TO_LEFT_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr']);

/**
 * The direction a language is written in, for <html dir>: from its script, by CLDR's likely
 * subtags, so "fa", "ur-PK" and "ku-Arab" are right to left and "ku" (Latin) is not.
 */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const canonical = canonicalTag(tag);
  if (!canonical) return 'ltr';
  const script = new Intl.Locale(canonical).maximize().script;
  return script && RIGHT_TO_LEFT_SCRIPTS.has(script) ? 'rtl' : 'ltr';
}

/** A language's own name for itself, as a visitor looks for it in a switch: "Deutsch", "日本語". */
export function nativeLanguageName(tag: string): string {
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** Open Graph's locale form, language_TERRITORY ("de" → "de_DE", "pt-BR" → "pt_BR"), from CLDR's likely subtags. */
export function openGraphLocale(tag: string): string {
  const locale = new Intl.Locale(tag).maximize();
  return locale.region ? `${locale.language}_${locale.region}` : locale.language;
}
