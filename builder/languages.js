/**
 * The site's languages at build time: the main one (content/site.json "language") and each
 * content/translations/<tag>/, and what a page of each carries (shared/src/i18n/pageContext.ts):
 * its tag, its one text catalogue, the switch's list, the owner's translated prose and how it writes a day.
 */
const { PROJECT, contentDir } = require('./apps');
const { engineModule } = require('./engineModules');

/**
 * @typedef {object} SiteLanguage
 * @property {string} tag        canonical BCP 47 tag
 * @property {string} dir        the language's folder in the site: "" for the main one, "de/" for the others
 * @property {object} owner      the translated owner fields ({} for the main language)
 * @property {string | null} cvFolder  the translation's own CV folder, or null (the main CV)
 */

/** @returns {SiteLanguage[]} the main language first, then the translations by tag. */
function siteLanguages(site) {
  const { loadTranslations } = engineModule('shared/src/content/translations.ts');
  const translations = loadTranslations(contentDir(), site, PROJECT);
  return [
    { tag: site.language, dir: '', owner: {}, cvFolder: null },
    ...translations.map((translation) => ({ tag: translation.tag, dir: `${translation.tag}/`, owner: translation.owner, cvFolder: translation.cvFolder })),
  ];
}

/** What a page in `language` knows of its language (the #portfolio-page JSON). */
function pageContextOf(languages, language) {
  const { CATALOGUES } = engineModule('shared/src/i18n/catalogues/index.ts');
  const { nativeLanguageName, uiLanguageOf } = engineModule('shared/src/i18n/languages.ts');
  const { dayFormatOf } = engineModule('shared/src/i18n/dayFormat.ts');
  return {
    lang: language.tag,
    text: CATALOGUES[uiLanguageOf(language.tag)],
    languages: languages.map((other) => ({ tag: other.tag, name: nativeLanguageName(other.tag), href: other.dir || './' })),
    owner: language.owner,
    day: dayFormatOf(language.tag),
  };
}

/**
 * The project's text for build-time strings (page titles): sets the context the shared `t` reads,
 * in this build process, and returns it.
 */
function textOf(context) {
  const i18n = engineModule('shared/src/i18n/pageContext.ts');
  i18n.setPageContext(context);
  return i18n.t;
}

module.exports = { siteLanguages, pageContextOf, textOf };
