/**
 * What a page carries of the owner's content (shared/src/content/pageContent.ts), made from the
 * content as the build read it. No app's code holds content: the page does. Each app's own part is
 * made by its build, in `<app>/builder/pageContent.js` (the CV texts, the GitHub config, the
 * playlist…), the one place builder/ looks into an app: the shell's page holds every app's part, since
 * the remotes render into it, and a remote's own page holds its own.
 */
const fs = require('node:fs');
const path = require('node:path');
const { APPS, ROOT } = require('./apps');
const { contentUsedBy } = require('./contentUse');

/** `app`'s own part: what its `builder/pageContent.js` makes of the content, or nothing. */
function partOf(app, content) {
  const file = path.join(ROOT, APPS[app].dir, 'builder', 'pageContent.js');
  return fs.existsSync(file) ? require(file).pageContentPart(content) : {};
}

/**
 * The #portfolio-content of `app`'s pages, from `content` (builder/content.js readContent).
 * @returns {object} shared/src/content/pageContent.ts PageContent, or the part of it `app` reads
 */
function pageContentOf(app, content) {
  const { site, cvPdf } = contentUsedBy(app, content);
  const apps = app === 'shell' ? Object.keys(APPS) : [app];
  return Object.assign({ site, cvPdf }, ...apps.map((name) => partOf(name, content)));
}

module.exports = { pageContentOf };
