/** The CV remote's part of the page content (builder/pageContent.js): whether the site has a Publications page. */
const { contentDir } = require('../../builder/apps');
const { engineModule } = require('../../builder/engineModules');
const { resolveCvFolder } = require('./cvFolder');
const { publicationsOf } = require('./publications');

/**
 * The main CV decides (a translation without its own shows the main one's): its bibliography prints
 * entries, or a section of the CV lists publications. A CV that cannot be read shows none here: the
 * CV's build fails on it and says why.
 */
function pageContentPart({ site }) {
  const resolved = resolveCvFolder(contentDir(), site.cv.main);
  if (!resolved.ok) return { publicationsPage: false };
  if (publicationsOf(resolved, site).publications !== null) return { publicationsPage: true };
  const { parseCv } = engineModule('remote-cv/src/parser/parseCv.ts');
  const { sectionsOfPage } = engineModule('remote-cv/src/parser/sections.ts');
  const { createTitleMatcher } = engineModule('remote-cv/src/parser/sectionTitles.ts');
  const cv = parseCv([{ file: 'cv', text: resolved.cv.text }], createTitleMatcher(site.cv));
  return { publicationsPage: sectionsOfPage(cv, 'publications').length > 0 };
}

module.exports = { pageContentPart };
