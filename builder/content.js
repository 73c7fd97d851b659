/**
 * Reading and validating the owner's content at build time: errors are ContentErrors that name the
 * file and the field (and, where it can, the line).
 */
const path = require('node:path');
const { PROJECT, contentDir } = require('./apps');
const { engineModule } = require('./engineModules');
const { pageContentOf } = require('./pageContent');

/** Reads and validates content/site.json; throws a ContentError naming the file and the field. */
function loadContent() {
  const { loadSiteContent } = engineModule('shared/src/content/loadSiteContent.ts');
  return loadSiteContent(path.join(contentDir(), 'site.json'), PROJECT);
}

/**
 * Everything an app's build reads from the content folder: site.json, the CV PDF offered for
 * download (shared/src/content/findCvPdf.ts) or null, and the site's languages (builder/languages.js).
 */
function readContent() {
  const { findCvPdf } = engineModule('shared/src/content/findCvPdf.ts');
  const { siteLanguages } = require('./languages');
  const site = loadContent();
  const cvPdf = findCvPdf(contentDir(), site, path.relative(PROJECT, contentDir()) || contentDir());
  return { site, cvPdf, languages: siteLanguages(site) };
}

/** The content (`read`, or read now), with what `app`'s pages carry of it (builder/pageContent.js). */
function readContentFor(app, read = readContent()) {
  return { ...read, page: pageContentOf(app, read) };
}

/** `read()`, or the end of the process with the ContentError's message. */
function exitOnContentError(read) {
  try {
    return read();
  } catch (error) {
    if (error.name !== 'ContentError') throw error;
    console.error(`\n✖ ${error.message}\n`);
    process.exit(1);
  }
}

module.exports = { loadContent, readContent, readContentFor, exitOnContentError };
