#!/usr/bin/env node
/**
 * node builder/hosting/assembleSite.js (the second half of `npm run build:site`): the one-origin
 * site in site/, assembled from the production builds without rebuilding them. The shell is at
 * the root (its page of each extra language in <tag>/), each remote's own dist in cv/, projects/,
 * music/ and writing/ (when the site has a Writing page); every shell page gets relative remote
 * addresses and the one-origin CSP, and the folder gets its _headers and nginx.conf. The CV
 * as JSON Resume (the CV remote's resume.json) is copied to the site root, where the page links it.
 */
const fs = require('node:fs');
const path = require('node:path');
const { APPS, REMOTE_NAMES, displayPath, distDir, siteDir } = require('../apps');
const { loadContent } = require('../content');
const { siteLanguages } = require('../languages');
const { cspFor } = require('./policy');
const { themeStyle } = require('../themeStyle');
const { cspMetaTag, headersFile, nginxConf } = require('./hostFiles');
const { partEntriesOf, remoteNamesOf, replaceRemoteMap } = require('./remoteMap');
const { replaceResumeLink } = require('../site/html');
const { precompressed } = require('../site/precompress');
const { sharedReactProblems, shellReactVersions } = require('./sharedReact');
const { staticVitalsWarning, vitalsPathOf } = require('./vitals');
const { builtLiveFeed } = require('../writing/writingSnapshot');
const { engineModule } = require('../engineModules');
const { remoteBaseUrl } = require('../remotes');

/**
 * Every document of the shell's build: each language's page, and the owner's posts' and pages'
 * (posts/<slug>/index.html, <name>/index.html), everywhere in the site but the remotes' folders.
 */
function shellDocuments(outDir, remoteFolders) {
  return fs
    .readdirSync(outDir, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => (file === 'index.html' || file.endsWith('/index.html')) && !remoteFolders.some((folder) => file.startsWith(folder)) && !file.startsWith('static/'))
    .map((file) => path.join(outDir, file));
}

/**
 * The _headers rules of the documents beside the languages' pages (the owner's posts' and pages'),
 * from the documents the shell's build wrote: the posts read again would cost the Markdown reader's
 * whole run.
 */
function documentRules(documents, outDir, languageDirs) {
  const rules = new Set();
  for (const document of documents) {
    const folder = path.relative(outDir, path.dirname(document)).split(path.sep).join('/');
    if (languageDirs.includes(folder ? `${folder}/` : '')) continue;
    const posts = folder.match(/^(.*\/)?posts\/[^/]+$/);
    rules.add(posts ? `${posts[1] ?? ''}posts/*` : `${folder}/`);
  }
  return [...rules].sort();
}

const SITE_FOLDERS = ['', ...REMOTE_NAMES.map((name) => `${APPS[name].key}/`)];

/** The CV as JSON Resume (remote-cv/builder/resumeJson.js writes it into the CV remote's build). */
const RESUME_JSON = 'resume.json';

/**
 * The shell's CSP in one origin: its remotes are 'self'. `liveFeed`: the feed the built Writing
 * page reads live, if any (builtLiveFeed of its folder).
 */
function siteCsp(site, { env = process.env, liveFeed, styles = [themeStyle(site.theme).hash], parts = [] } = {}) {
  return cspFor('shell', { styles, githubApi: env.GITHUB_API_URL || site.github.api, vitalsEndpoint: site.vitals.endpoint, analyticsHost: site.analytics?.host, liveFeed, parts });
}

function replaceCspMeta(html, csp) {
  const pattern = /<meta http-equiv="?Content-Security-Policy"?[^>]*>/;
  if (!pattern.test(html)) throw new Error("the shell's index.html has no CSP meta tag: rebuild it in production mode");
  return html.replace(pattern, cspMetaTag(csp));
}

/**
 * Rewrites a page and the precompressed copies a server may send in its place; a copy the rule no
 * longer makes is removed, so no server sends the app's page from before the rewrite. `files`: how
 * many the assembly rewrites (precompress.js: a site of many posts compresses faster).
 */
async function writeWithCompressed(file, text, files = 1) {
  const copies = await precompressed({ file, source: text }, files);
  fs.writeFileSync(file, text);
  for (const suffix of ['.gz', '.br']) fs.rmSync(`${file}${suffix}`, { force: true });
  for (const copy of copies) fs.writeFileSync(copy.file, copy.source);
}

/**
 * @param {object} [options]
 * @param {string} [options.distRoot]  take the builds from <distRoot>/<app> (a DIST_ROOT build) instead of <app>/dist
 * @param {string} [options.outDir]    default site/
 * @param {NodeJS.ProcessEnv} [options.env]  the build's environment (GITHUB_API_URL)
 * @returns {Promise<string>} the site folder
 */
async function assembleSite({ distRoot, outDir = siteDir(), env = process.env } = {}) {
  const site = loadContent();
  const { ATOM_FEED_FILE } = engineModule('shared/src/seo/atomFeed.ts');
  const { publicUrl } = engineModule('shared/src/seo/headTags.ts');
  const languageDirs = siteLanguages(site).map((language) => language.dir);
  const sourceOf = (name) => (distRoot ? path.join(distRoot, APPS[name].dir) : distDir(APPS[name].dir));
  const missing = (file) => new Error(`${displayPath(file)} is missing: run "npm run build" first.`);
  const shellPage = path.join(sourceOf('shell'), 'index.html');
  if (!fs.existsSync(shellPage)) throw missing(shellPage);
  // The remotes the shell's build named: the writing remote only when the site has a Writing page.
  const shellHtml = fs.readFileSync(shellPage, 'utf8');
  const named = remoteNamesOf(shellHtml);
  // The owner's parts as the shell's build composed them: deployed elsewhere, or in its parts/ folder.
  const parts = partEntriesOf(shellHtml);
  const remoteNames = REMOTE_NAMES.filter((name) => named.includes(name));
  for (const name of remoteNames) {
    const manifest = path.join(sourceOf(name), 'mf-manifest.json');
    if (!fs.existsSync(manifest)) throw missing(manifest);
  }
  // One React on the page: every remote shares the versions the shell provides.
  const shell = shellReactVersions();
  const mismatches = remoteNames.flatMap((name) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(sourceOf(name), 'mf-manifest.json'), 'utf8'));
    return sharedReactProblems(`${APPS[name].key}/mf-manifest.json`, manifest, shell);
  });
  if (mismatches.length > 0) throw new Error(mismatches.join('\n'));
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(sourceOf('shell'), outDir, { recursive: true });
  for (const name of remoteNames) fs.cpSync(sourceOf(name), path.join(outDir, APPS[name].key), { recursive: true });

  // resume.json at the root, where JSON Resume tools look for it; the page's link is relative, so
  // the site works on any domain or sub-path.
  const cvFolder = path.join(outDir, APPS.remote_cv.key);
  if (!fs.existsSync(path.join(cvFolder, RESUME_JSON))) throw new Error(`${APPS.remote_cv.key}/${RESUME_JSON} is missing from the CV remote's build: rebuild it`);
  for (const suffix of ['', '.gz', '.br']) {
    if (fs.existsSync(path.join(cvFolder, RESUME_JSON + suffix))) fs.copyFileSync(path.join(cvFolder, RESUME_JSON + suffix), path.join(outDir, RESUME_JSON + suffix));
  }

  const csp = siteCsp(site, { env, liveFeed: remoteNames.includes('remote_writing') ? builtLiveFeed(sourceOf('remote_writing')) : undefined, parts });
  // Relative to the site root, which a language's page in its folder has as its <base>.
  const remotes = [...remoteNames.map((name) => ({ name, entry: `${APPS[name].key}/mf-manifest.json` })), ...parts];
  for (const dir of languageDirs) {
    if (!fs.existsSync(path.join(outDir, dir, 'index.html'))) throw new Error(`the shell's build has no ${dir}index.html: rebuild it (npm run build)`);
  }
  // A post's document and the Atom feed name the Writing remote's files (its stylesheet, the posts'
  // pictures) where its own build serves them; here, that is its folder.
  const writingBuilt = remoteBaseUrl('remote_writing', 'production', site);
  const atWriting = (text, folder) => text.split(writingBuilt).join(folder);
  const documents = shellDocuments(outDir, remoteNames.map((name) => `${APPS[name].key}/`));
  await Promise.all(
    documents.map((page) => {
      const html = replaceResumeLink(replaceRemoteMap(fs.readFileSync(page, 'utf8'), remotes), RESUME_JSON);
      return writeWithCompressed(page, replaceCspMeta(atWriting(html, `${APPS.remote_writing.key}/`), csp), documents.length);
    }),
  );
  const feed = path.join(outDir, ATOM_FEED_FILE);
  if (fs.existsSync(feed)) {
    const base = publicUrl(site);
    const folder = `${APPS.remote_writing.key}/`;
    await writeWithCompressed(feed, atWriting(fs.readFileSync(feed, 'utf8'), base ? new URL(folder, base).href : folder));
  }

  const layout = { csp, cors: false, folders: [...SITE_FOLDERS, ...languageDirs.filter(Boolean)], documents: documentRules(documents, outDir, languageDirs), vitalsPath: vitalsPathOf(site) };
  fs.writeFileSync(path.join(outDir, '_headers'), headersFile(layout));
  fs.writeFileSync(path.join(outDir, 'nginx.conf'), nginxConf(layout));
  return outDir;
}

/**
 * `folio build:site`'s last step: the one-origin site from the apps' folders, with what it says.
 * @returns {Promise<number>} the exit code
 */
async function assembleSiteCommand() {
  try {
    const outDir = await assembleSite();
    console.log(`The one-origin site is in ${path.relative(process.cwd(), outDir) || '.'}/ (with _headers and nginx.conf).`);
    const warning = staticVitalsWarning(loadContent());
    if (warning) console.warn(`⚠ ${warning}`);
    return 0;
  } catch (error) {
    console.error(`✖ ${error.message}`);
    return 1;
  }
}

if (require.main === module) {
  assembleSiteCommand().then((code) => {
    process.exitCode = code;
  });
}

module.exports = { assembleSite, assembleSiteCommand, siteCsp, SITE_FOLDERS };
