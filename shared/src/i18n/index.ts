export { UI_LANGUAGES, canonicalTag, uiLanguageOf, nativeLanguageName, openGraphLocale, textDirection, type Catalogue, type PluralText, type TextKey, type UiLanguage } from './languages';
export { PAGE_CONTEXT_ID, catalogueText, formatText, ownerOf, pluralForm, pageContext, pageLanguage, setPageContext, t, type PageContext, type SiteLanguage, type TranslatedOwner } from './pageContext';
export { pageTitle } from './pageTitle';
export { formatFileSize, formatTime } from './format';
export { formatDate } from './formatDate';
export { TextWithValues, templateParts } from './TextWithValues';
