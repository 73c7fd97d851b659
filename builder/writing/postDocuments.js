/**
 * The owner's posts and pages outside the Writing remote (SPEC §2, entry documents): each one's own
 * document, posts/<slug>/index.html and <name>/index.html (a translation's in its language's folder),
 * written by the shell's build (prerendered there: builder/site/pages.js), and the Atom feed of the
 * posts. What both show is what the Writing remote shows: the same body, with its pictures where the
 * remote serves them.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { APPS, engineDir } = require('../apps');
const { engineModule } = require('../engineModules');
const { remoteBaseUrl } = require('../remotes');
const { bodyFile, inLanguage, ownPages, ownPosts, translationTags, withPictures } = require('./ownPosts');

/**
 * Each entry of a reading as its index entry (without the file), the body the site shows, and the
 * Writing remote's file of it (the document's app hydrates from it). `kind`: 'post' or 'page'.
 */
function shown({ posts, root }, kind) {
  return Promise.all(
    posts.map(async (post) => {
      const { body: _body, images: _images, file: _file, draft: _draft, ...summary } = post;
      const { body } = await withPictures(post, root);
      return { summary, body: { title: post.title, date: post.date, updated: post.updated, tags: post.tags, lang: post.lang, words: post.words, body }, file: bodyFile(kind, post, body).file };
    }),
  );
}

/**
 * The translations a language's folder holds (content/translations/<tag>/posts/, …/pages/), as
 * shown: each has a document in that language's folder. `kind`: 'posts' or 'pages'.
 */
async function shownTranslations(kind, tag) {
  const reading = inLanguage(kind, tag);
  if (kind === 'posts' && reading.errors.length > 0) return [];
  return shown({ ...reading, posts: reading.posts.filter((post) => reading.translated.has(post.slug)) }, kind === 'posts' ? 'post' : 'page');
}

/** Each post's or page's languages beyond the main one: what its documents' hreflang links name. */
function translatedInto(kind) {
  const into = new Map();
  for (const tag of translationTags(ownPosts().root)) {
    for (const slug of inLanguage(kind, tag).translated) into.set(slug, [...(into.get(slug) ?? []), tag]);
  }
  return into;
}

/** The published posts; none while the reader reports an error. */
function publishedPosts() {
  const reading = ownPosts();
  return reading.errors.length > 0 ? { ...reading, posts: [] } : reading;
}

/** The published posts as shown; none while the reader reports an error. */
function shownPosts() {
  return shown(publishedPosts(), 'post');
}

/** The owner's own pages as shown, in menu order (one whose address is taken is left out: ownPages). */
function shownPages() {
  return shown(ownPages(), 'page');
}

/** The published posts' index entries: what the sitemap needs. */
function postSummaries() {
  return publishedPosts().posts.map(({ slug, date, updated }) => ({ slug, date, updated }));
}

/** The own pages' names. */
function pageNames() {
  return ownPages().posts.map(({ slug }) => slug);
}

/**
 * The stylesheets the Writing remote's post page loads, from its engine build's manifest: a post's
 * document links them so it looks as the site shows the post before any script runs.
 */
function postPageStyles(base) {
  const manifest = path.join(engineDir(APPS.remote_writing.dir), 'files', 'mf-manifest.json');
  const { POST_PAGE_MODULE } = engineModule('shared/src/contract.ts');
  const expose = `./${POST_PAGE_MODULE.split('/')[1]}`;
  const found = JSON.parse(fs.readFileSync(manifest, 'utf8')).exposes.find((entry) => entry.path === expose);
  return (found?.assets.css.sync ?? []).map((file) => `${base}${file}`);
}

/** A permanent id for an entry of a site without a public address (RFC 4122 name-based, from the owner and the slug). */
function entryId(site, slug) {
  const hex = crypto.createHash('sha1').update(`${site.owner.name}\n${site.github.user}\nposts/${slug}`).digest('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The Atom feed of the published posts, newest first, each with its whole body.
 * @param {(post: object, base: string) => string} html  the shell's prerender: a body as HTML
 */
function atomFeedFile(site, posts, html, mode) {
  const { atomFeed, ATOM_FEED_ENTRIES, ATOM_FEED_FILE } = engineModule('shared/src/seo/atomFeed.ts');
  const { publicUrl } = engineModule('shared/src/seo/headTags.ts');
  const base = publicUrl(site);
  // Pictures where the Writing remote serves them (the one-origin site's assembly points them at its folder).
  const pictures = remoteBaseUrl('remote_writing', mode, site);
  // Only the posts the feed holds are rendered.
  const entries = posts.slice(0, ATOM_FEED_ENTRIES).map(({ summary, body }) => ({ post: summary, html: html(body, pictures) }));
  const source = atomFeed(site, entries, { base, idOf: (slug) => entryId(site, slug), title: site.owner.name });
  return { file: ATOM_FEED_FILE, source };
}

/** The addresses of the shell's entry documents, as _headers rules: every post's, and each own page's. */
function entryDocumentRules() {
  const tags = translationTags(ownPosts().root);
  const posts = postSummaries().length > 0 ? ['posts/*', ...tags.map((tag) => `${tag}/posts/*`)] : [];
  return [...posts, ...pageNames().map((name) => `${name}/`), ...tags.flatMap((tag) => [...inLanguage('pages', tag).translated].map((name) => `${tag}/${name}/`))];
}

module.exports = { entryDocumentRules, pageNames, postSummaries, shownPosts, shownPages, shownTranslations, translatedInto, postPageStyles, atomFeedFile, entryId };
