/**
 * What a page knows of its language at run time: its tag, its text catalogue, the site's other
 * languages (for the switch) and the owner's translated prose. The build writes it into every
 * page as JSON (#portfolio-page), so the shell and every remote, whichever origin it came from,
 * read the same language from the page they render into, and no catalogue is in any script.
 */
import type { SiteContent } from '../content/schema';
import type { DayFormat } from './dayFormat';
import type { Catalogue, PluralText, TextKey } from './languages';

/** One language of the site, as the switch offers it. */
export interface SiteLanguage {
  /** The BCP 47 tag, as the owner wrote it (canonical case). */
  tag: string;
  /** Its own name for itself ("Deutsch"). */
  name: string;
  /** Its home page, relative to the site root: "./" for the main language, "de/" for the others. */
  href: string;
}

/** The owner's fields a translation may give (content/translations/<tag>/site.json). */
export type TranslatedOwner = Partial<Pick<SiteContent['owner'], 'jobTitle' | 'intro' | 'pictureAlt'>>;

export interface PageContext {
  lang: string;
  text: Catalogue;
  /** Every language of the site, the main one first; one entry on a one-language site. */
  languages: SiteLanguage[];
  owner: TranslatedOwner;
  /** How the language writes a day, read off Intl by the build (dayFormat.ts); null where Intl must (another calendar), absent in a page built before. */
  day?: DayFormat | null;
}

export const PAGE_CONTEXT_ID = 'portfolio-page';

let current: PageContext | undefined;

/** Sets the context where there is no page to read it from: the prerender (node) and unit tests. */
export function setPageContext(context: PageContext): void {
  current = context;
}

export function pageContext(): PageContext {
  if (current) return current;
  const text = document.getElementById(PAGE_CONTEXT_ID)?.textContent;
  if (!text) throw new Error(`This page has no #${PAGE_CONTEXT_ID} element (its language and text): rebuild the page with this version.`);
  current = JSON.parse(text) as PageContext;
  return current;
}

/** The page's language tag, for Intl and lang attributes. */
export function pageLanguage(): string {
  return pageContext().lang;
}

/**
 * The page's text for `key`, with each `{name}` replaced by its value; numbers are written the
 * page language's way ("4,5" in German, "۴٫۵" in Persian). A text with plural forms takes the form
 * Intl.PluralRules picks for `values.count`.
 */
export function t(key: TextKey, values?: Record<string, string | number>): string {
  const text = catalogueText(pageContext().text, pageLanguage(), key, values);
  if (text === undefined) {
    // A remote built from a newer version than the shell whose page it renders in: its new text is
    // not in that page. The key shows instead of a crash; deploying the shell of the same version fixes it.
    console.warn(`The page has no text "${key}": deploy the shell built from the same version as its remotes.`);
    return key;
  }
  return text;
}

/** A catalogue's text for `key` in `lang`, its plural form chosen and its values filled in; undefined when the catalogue lacks the key. */
export function catalogueText(catalogue: Catalogue, lang: string, key: TextKey, values?: Record<string, string | number>): string | undefined {
  const text = catalogue[key] as string | PluralText | undefined;
  if (text === undefined) return undefined;
  return formatText(typeof text === 'object' ? pluralForm(text, values?.count, lang) : text, values, lang);
}

/** The form of a plural text for `count` in `lang`; `other` where the catalogue lacks the category. */
export function pluralForm(text: PluralText, count: string | number | undefined, lang: string): string {
  if (typeof count !== 'number') return text.other;
  return text[new Intl.PluralRules(lang).select(count)] ?? text.other;
}

/** A catalogue text with its `{name}` values filled in, numbers written in `lang`. */
export function formatText(template: string, values: Record<string, string | number> | undefined, lang: string): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? new Intl.NumberFormat(lang).format(value) : value;
  });
}

/** The owner's name, job title, intro and picture text in the page's language (the main language's where a translation has none). */
export function ownerOf(site: SiteContent): SiteContent['owner'] {
  return { ...site.owner, ...pageContext().owner };
}
