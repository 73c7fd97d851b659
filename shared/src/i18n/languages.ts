/**
 * The languages the project writes its own text in, and how an owner's BCP 47 tag maps onto them.
 * Browser-safe: no catalogue is imported here (the build picks one per page, see catalogues/index.ts).
 */
import type { en } from './catalogues/en';

export type TextKey = keyof typeof en;

/** A complete catalogue: every key of the English one, each a string. */
export type Catalogue = { readonly [K in TextKey]: string };

export const UI_LANGUAGES = ['en', 'fr', 'de', 'es', 'pt', 'it', 'nl', 'pl', 'cs', 'zh', 'ja'] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The tag in its canonical case ("de-ch" → "de-CH"), or null when it is not a BCP 47 tag. */
export function canonicalTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The built-in catalogue that serves a tag: its language subtag ("de-CH" and "de-AT" read German),
 * or null when the project has none. Chinese is written in Simplified characters, so a tag that
 * means Traditional (zh-Hant, zh-TW, zh-HK) is not served by it.
 */
export function uiLanguageOf(tag: string): UiLanguage | null {
  const canonical = canonicalTag(tag);
  if (!canonical) return null;
  const locale = new Intl.Locale(canonical);
  if (locale.language === 'zh' && locale.maximize().script !== 'Hans') return null;
  return (UI_LANGUAGES as readonly string[]).includes(locale.language) ? (locale.language as UiLanguage) : null;
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
