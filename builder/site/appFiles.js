/**
 * Everything of one app's deployable folder that is made from the owner's content: its pages, its
 * data (content.json, snapshots, resume.json, the service worker's lists), media, share cards and
 * host files. Plain code over the content and the engine's description of the app's code (its
 * entry scripts and styles, its prerender bundle): no bundler. Two drivers run it: the site build
 * (builder/site/buildSite.js) beside the shipped engine, and, under this repository's `npm start`,
 * the webpack dev server (builder/webpack/siteFiles.js) with live content.
 *
 * An app's part is its `site.config.js` (builder/site/appSite.js defineAppSite): the page title, and
 * the steps only that app has (`parts`). A step gets the build (below) and gives files; problems go
 * to `build.errors` (the build fails) or `build.warnings`, lines for the terminal to `build.lines`,
 * and what it read to `build.watch()` (the dev server builds again when it changes).
 */
const path = require('node:path');
const { APPS, contentDir } = require('../apps');
const { headersFile, nginxConf } = require('../hosting/hostFiles');
const { vitalsPathOf } = require('../hosting/vitals');
const { mediaLines } = require('../media/report');
const { OWNER_STYLES, ownerStyles } = require('../ownerStyles');
const { composeParts, siteParts } = require('../parts/parts');
const { remoteContentFiles } = require('../remoteContentFiles');
const { appCsp } = require('../remotes');
const { ownPageEntries } = require('../writing/ownPosts');
const { entryDocumentRules } = require('../writing/postDocuments');
const { writingShown } = require('../writing/writingSnapshot');
const { inlineCodeProblems } = require('./inlineScripts');
const { pageFiles } = require('./pages');

/**
 * @typedef {object} SiteBuild
 * @property {string} app            the app's name (builder/apps.js)
 * @property {object} content        builder/content.js readContent, with `page` (builder/pageContent.js)
 * @property {object} site           content.site
 * @property {object[]} languages    content.languages
 * @property {boolean} production
 * @property {Error[]} errors
 * @property {Error[]} warnings
 * @property {string[]} lines        information for the terminal
 * @property {(file: string) => void} watch
 */

/** A fresh build of `app` over `content`. */
function siteBuild(app, content, production) {
  const watched = new Set();
  return {
    app,
    content,
    site: content.site,
    languages: content.languages,
    production,
    errors: [],
    warnings: [],
    lines: [],
    watched,
    watch: (file) => watched.add(file),
  };
}

/** A step that throws loses only its own files: the error names it, the rest of the app is made. */
async function run(step, build) {
  try {
    return (await step(build)) ?? [];
  } catch (error) {
    build.errors.push(error);
    return [];
  }
}

/** The owner's CV PDF, on the apps whose pages link it. */
function cvPdfFiles(build) {
  const { cvPdf } = build.content;
  if (!cvPdf) return [];
  build.watch(cvPdf.path);
  return [cvPdf];
}

/** The owner's stylesheet (content/styles.css), which every page links. */
function ownerStylesFiles(build) {
  build.watch(path.join(contentDir(), OWNER_STYLES));
  return ownerStyles()?.files ?? [];
}

/**
 * @param {object} config   the app's site.config.js
 * @param {object} options
 * @param {object} options.content       builder/content.js readContent, with `page`
 * @param {boolean} options.production
 * @param {{ js: string[], css: string[] }} options.entry  the page's entry scripts and styles (the engine's)
 * @param {null | ((context: object, content: object) => string)} [options.prerender]  the first view's HTML
 * @param {null | { render: Function, html: Function }} [options.posts]  the shell's: a post's document and its body for the Atom feed
 * @returns {Promise<{ files: { file: string, source: string | Buffer }[], errors: Error[], warnings: Error[], lines: string[], watched: Set<string> }>}
 */
async function appFiles(config, { content, production, entry, prerender = null, posts = null }) {
  const build = siteBuild(config.name, content, production);
  const { site } = content;
  // The owner's parts, read where they are: the shell's page names them and admits their hosts.
  const parts = config.host ? await composeParts(siteParts(site), { pageNames: ownPageEntries().map(({ name }) => name) }) : { remotes: [], files: [], errors: [], warnings: [] };
  build.errors.push(...parts.errors);
  build.warnings.push(...parts.warnings);
  // Under `npm start`, a part built beside the site is copied in again when it is built again.
  if (config.host) for (const { from } of siteParts(site)) if (from) build.watch(from);
  // `npm start` pages carry the same CSP, Trusted Types and all, with the development servers as the remotes.
  const csp = appCsp(config.name, site, { mode: production ? 'production' : 'development', parts: parts.remotes });
  const files = [...parts.files];
  const add = async (step) => files.push(...(await run(step, build)));

  await add((b) => pageFiles(config, b, { csp, entry, prerender, posts, parts: parts.remotes }));
  if (config.offersCvPdf) await add(cvPdfFiles);
  await add(ownerStylesFiles);
  if (config.backgrounds) {
    await add((b) => {
      b.watch(path.join(contentDir(), 'media', 'backgrounds'));
      for (const folder of config.ownContent?.folders(b.content) ?? []) b.watch(folder);
      // A list, or the content's (the Writing remote's: the owner's own pages name theirs).
      const pages = typeof config.backgrounds === 'function' ? config.backgrounds(b.content) : config.backgrounds;
      return remoteContentFiles({ own: config.ownContent?.of, pages, content: b.content, build: b });
    });
  }
  for (const part of config.parts ?? []) await add(part);
  if (config.afterFiles) await add((b) => config.afterFiles(b, { files, entry }));

  if (production) {
    const layout = { csp, cors: !config.host, folders: (config.host ? content.languages : content.languages.slice(0, 1)).map((language) => language.dir), documents: config.host ? entryDocumentRules() : [], vitalsPath: config.host ? vitalsPathOf(site) : null };
    files.push({ file: '_headers', source: headersFile(layout) }, { file: 'nginx.conf', source: nginxConf(layout) });
    for (const problem of inlineCodeProblems(files.filter(({ file }) => file.endsWith('.html')), csp)) build.errors.push(new Error(problem));
    build.lines.push(...mediaLines(build, APPS[config.name].dir, { hiddenPages: writingShown(site) ? [] : ['writing'] }));
  }
  return { files, errors: build.errors, warnings: build.warnings, lines: build.lines, watched: build.watched };
}

module.exports = { appFiles };
