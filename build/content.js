/**
 * Reading and validating the owner's content at build time. A broken config fails every app's
 * build with the file and the field named, before webpack starts.
 */
const path = require('node:path');
const { ROOT, contentDir } = require('./apps');
const { jiti } = require('./jiti');

/** Reads and validates content/site.json; throws a ContentError naming the file and the field. */
function loadContent() {
  const { loadSiteContent } = jiti('./shared/src/content/loadSiteContent.ts');
  return loadSiteContent(path.join(contentDir(), 'site.json'), ROOT);
}

function exitOnContentError(load) {
  try {
    return load();
  } catch (error) {
    if (error.name !== 'ContentError') throw error;
    console.error(`\n✖ ${error.message}\n`);
    process.exit(1);
  }
}

const loadContentOrExit = () => exitOnContentError(loadContent);

/** The CV PDF offered for download (shared/src/content/findCvPdf.ts), or null. */
function cvPdfOrExit(site) {
  const { findCvPdf } = jiti('./shared/src/content/findCvPdf.ts');
  const label = path.relative(ROOT, contentDir()) || contentDir();
  return exitOnContentError(() => findCvPdf(contentDir(), site, label));
}

/** The site's languages (build/languages.js), or exit with the folder or file and the field named. */
function languagesOrExit(site) {
  const { siteLanguages } = require('./languages');
  return exitOnContentError(() => siteLanguages(site));
}

module.exports = { loadContent, loadContentOrExit, cvPdfOrExit, languagesOrExit };
