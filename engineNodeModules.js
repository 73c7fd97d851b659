/**
 * The engine's TypeScript that its Node.js side runs (the content schema, theme, SEO tags, CV parser,
 * feed reader…), by path from the engine's root: the build and the browser run the same code. The
 * engine build bundles this file for Node.js (builder/webpack/nodeModules.js, engine/node/modules.js),
 * each module behind a function, so a command evaluates only what it uses. Load them with
 * builder/engineModules.js engineModule(); a test keeps this list and its calls the same. At the root,
 * beside webpack.common.js: like it, it composes the apps (builder/ never imports an app).
 */
module.exports = {
  'shared/src/content/findCvPdf.ts': () => require('./shared/src/content/findCvPdf.ts'),
  'shared/src/content/github.ts': () => require('./shared/src/content/github.ts'),
  'shared/src/content/loadSiteContent.ts': () => require('./shared/src/content/loadSiteContent.ts'),
  'shared/src/content/pageContent.ts': () => require('./shared/src/content/pageContent.ts'),
  'shared/src/content/playlist.ts': () => require('./shared/src/content/playlist.ts'),
  'shared/src/content/schemaVersion.ts': () => require('./shared/src/content/schemaVersion.ts'),
  'shared/src/content/translations.ts': () => require('./shared/src/content/translations.ts'),
  'shared/src/contract.ts': () => require('./shared/src/contract.ts'),
  'shared/src/feed/feedPosts.ts': () => require('./shared/src/feed/feedPosts.ts'),
  'shared/src/feed/feedText.ts': () => require('./shared/src/feed/feedText.ts'),
  'shared/src/i18n/catalogues/index.ts': () => require('./shared/src/i18n/catalogues/index.ts'),
  'shared/src/i18n/languages.ts': () => require('./shared/src/i18n/languages.ts'),
  'shared/src/i18n/pageContext.ts': () => require('./shared/src/i18n/pageContext.ts'),
  'shared/src/seo/headTags.ts': () => require('./shared/src/seo/headTags.ts'),
  'shared/src/theme/palette.ts': () => require('./shared/src/theme/palette.ts'),
  'shared/src/theme/themeCss.ts': () => require('./shared/src/theme/themeCss.ts'),
  'remote-cv/src/jsonResume/fromCv.ts': () => require('./remote-cv/src/jsonResume/fromCv.ts'),
  'remote-cv/src/jsonResume/jsonText.ts': () => require('./remote-cv/src/jsonResume/jsonText.ts'),
  'remote-cv/src/parser/dates.ts': () => require('./remote-cv/src/parser/dates.ts'),
  'remote-cv/src/parser/parseCv.ts': () => require('./remote-cv/src/parser/parseCv.ts'),
  'remote-cv/src/parser/readers/index.ts': () => require('./remote-cv/src/parser/readers/index.ts'),
  'remote-cv/src/parser/sections.ts': () => require('./remote-cv/src/parser/sections.ts'),
  'remote-cv/src/parser/sectionTitles.ts': () => require('./remote-cv/src/parser/sectionTitles.ts'),
  'remote-cv/src/publications/readPublications.ts': () => require('./remote-cv/src/publications/readPublications.ts'),
  'remote-cv/src/publications/bibMacros.ts': () => require('./remote-cv/src/publications/bibMacros.ts'),
  'remote-cv/src/resolver/resolveCv.ts': () => require('./remote-cv/src/resolver/resolveCv.ts'),
  'remote-projects/src/github/client.ts': () => require('./remote-projects/src/github/client.ts'),
  'remote-projects/src/github/projects.ts': () => require('./remote-projects/src/github/projects.ts'),
  'remote-projects/src/github/snapshot.ts': () => require('./remote-projects/src/github/snapshot.ts'),
};
