/**
 * Build-time (node) reading of content/translations/<tag>/: the site's extra languages. Each
 * folder is named by a BCP 47 tag the project writes its text in, and holds an optional cv/ (the CV
 * in that language) and an optional site.json (the owner's prose). Whatever is missing falls back
 * to the main language's content. Errors name the folder or the file and the field.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UI_LANGUAGES, canonicalTag, uiLanguageOf } from '../i18n/languages';
import type { TranslatedOwner } from '../i18n/pageContext';
import { ContentError, contentLabel, invalidFields, readJsonFile } from './loadSiteContent';
import { translationSchema, type SiteContent } from './schema';

export interface Translation {
  /** The canonical tag: the page's lang and its folder in the site ("de/", "pt-BR/"). */
  tag: string;
  /** The translation's folder, content/translations/<as the owner named it>. */
  folder: string;
  owner: TranslatedOwner;
  /** The CV in this language, or null: the main language's CV is shown. */
  cvFolder: string | null;
}

function readTranslationSite(file: string, label: string): TranslatedOwner {
  if (!existsSync(file)) return {};
  const source = readJsonFile(file, label);
  const result = translationSchema.safeParse(source.value);
  if (!result.success) throw invalidFields(source, result.error.issues);
  return result.data.owner;
}

/** The extra languages, sorted by tag; [] when there is no translations folder. */
export function loadTranslations(contentDir: string, site: SiteContent, cwd = process.cwd()): Translation[] {
  const root = join(contentDir, 'translations');
  if (!existsSync(root)) return [];
  const label = (path: string) => contentLabel(path, cwd);
  const seen = new Map<string, string>();
  const translations: Translation[] = [];
  for (const name of readdirSync(root).sort()) {
    const folder = join(root, name);
    if (name.startsWith('.') || !statSync(folder).isDirectory()) continue;
    const tag = canonicalTag(name);
    if (!tag || !uiLanguageOf(tag)) {
      throw new ContentError(
        `${label(folder)}: "${name}" is not a language the site's own text is written in. Name each translation folder by a BCP 47 tag of one of ${UI_LANGUAGES.join(', ')} (with any region, e.g. "de-CH").`,
      );
    }
    if (tag.toLowerCase() === site.language.toLowerCase()) {
      throw new ContentError(`${label(folder)}: "${tag}" is the site's main language (content/site.json "language"); its content is content/ itself.`);
    }
    const twin = seen.get(tag.toLowerCase());
    if (twin) throw new ContentError(`${label(folder)} and ${label(twin)} are the same language: keep one.`);
    seen.set(tag.toLowerCase(), folder);
    const cvFolder = join(folder, 'cv');
    translations.push({
      tag,
      folder,
      owner: readTranslationSite(join(folder, 'site.json'), label(join(folder, 'site.json'))),
      cvFolder: existsSync(cvFolder) && statSync(cvFolder).isDirectory() ? cvFolder : null,
    });
  }
  return translations;
}
