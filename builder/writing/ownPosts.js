/**
 * The owner's own posts (content/posts/, Markdown as their old blog kept it) and pages
 * (content/pages/), read once per build process by the Markdown reader (readers/markdown/) and
 * turned into the Writing remote's files: an index of each (the posts newest first, the pages in
 * menu order), and each one's body in a file of its own, all content-hashed under static/media/ and
 * named by the remote's content.json. Their own documents are made elsewhere (postDocuments.js).
 */
const fs = require('node:fs');
const path = require('node:path');
const { contentDir, displayPath } = require('../apps');
const { engineModule } = require('../engineModules');
const { contentHash } = require('../site/html');

const POSTS_FOLDER = 'posts';
const PAGES_FOLDER = 'pages';
/** Addresses a page of the owner's cannot have: the one-origin site's folders (builder/hosting/assembleSite.js). */
const TAKEN_ADDRESSES = ['cv', 'projects', 'music', 'writing', 'posts', 'static'];
const MARKDOWN = /\.(?:md|markdown|mdx)$/i;

/** Every Markdown file under `folder`: its path relative to it ('/'-separated), full path, time and size. */
function markdownFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && MARKDOWN.test(entry.name))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const { mtimeMs, size } = fs.statSync(full);
      return { path: path.relative(folder, full).split(path.sep).join('/'), full, mtimeMs, size };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** What a build says of a message, as every other reader says it: file:line[:column]: text. */
function describe(message, folder) {
  const where = `${displayPath(path.join(folder, message.file))}:${message.line}${message.column ? `:${message.column}` : ''}`;
  return `${where}: ${message.message}`;
}

/** The last reading of each folder, with the files' times and sizes it was made from. */
const read = new Map();

/**
 * The Markdown of content/<name>/, read again only when a file was added, removed or changed since
 * (the webpack configs, the page content and the remote's files all ask; under npm start, every save).
 * @returns {{ posts: object[], drafts: object[], errors: string[], warnings: string[], folder: string }}
 */
function readFolder(dir, name) {
  const folder = path.join(dir, name);
  const files = markdownFiles(folder);
  const signature = JSON.stringify(files.map(({ path: file, mtimeMs, size }) => [file, mtimeMs, size]));
  const known = read.get(folder);
  if (known?.signature === signature) return known.result;
  const { readPosts } = engineModule('readers/markdown/index.ts');
  const hasFile = (file) => {
    const full = path.resolve(dir, file);
    return full.startsWith(dir + path.sep) && fs.existsSync(full) && fs.statSync(full).isFile();
  };
  const sources = files.map(({ path: file, full }) => ({ path: file, text: fs.readFileSync(full, 'utf8') }));
  const { posts, drafts, messages } = readPosts(sources, { hasFile, postsDir: name });
  const result = {
    posts,
    drafts,
    errors: messages.filter((message) => message.severity === 'error').map((message) => describe(message, folder)),
    warnings: messages.filter((message) => message.severity !== 'error').map((message) => describe(message, folder)),
    folder,
  };
  read.set(folder, { signature, result });
  return result;
}

/** The posts of content/posts/, newest first. */
function ownPosts(dir = contentDir()) {
  return readFolder(dir, POSTS_FOLDER);
}

/** The site's language folders (content/translations/<tag>/): a page's address must not be one. */
function languageTags(dir) {
  const folder = path.join(dir, 'translations');
  return fs.existsSync(folder) ? fs.readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name.toLowerCase()) : [];
}

const pageOrder = (a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.title.localeCompare(b.title);

/**
 * The owner's own pages (content/pages/): the published ones in menu order (`order`, then title);
 * one whose address is a folder of the site is left out, an error naming its file.
 * @returns {{ posts: object[], drafts: object[], errors: string[], warnings: string[], folder: string }}  `posts`: the pages
 */
function ownPages(dir = contentDir()) {
  const result = readFolder(dir, PAGES_FOLDER);
  const taken = new Set([...TAKEN_ADDRESSES, ...languageTags(dir)]);
  const clashing = result.posts.filter((page) => taken.has(page.slug.toLowerCase()));
  if (clashing.length === 0) return { ...result, posts: [...result.posts].sort(pageOrder) };
  return {
    ...result,
    posts: result.posts.filter((page) => !clashing.includes(page)).sort(pageOrder),
    errors: [
      ...result.errors,
      ...clashing.map((page) => `${displayPath(path.join(result.folder, page.file))}:1: the page's address ${page.slug}/ is a folder of the site already: give it another name (its file's, or slug: in its front matter)`),
    ],
  };
}

/** Whether the owner has published posts or pages of their own: the site then names the Writing remote, feed or not. */
function hasOwnPosts(dir = contentDir()) {
  const { posts, errors } = ownPosts(dir);
  return posts.length > 0 || errors.length > 0;
}

/** The own pages the home menu shows: each one's name and title. */
function ownPageEntries(dir = contentDir()) {
  const { posts: pages, errors } = ownPages(dir);
  return errors.length > 0 && pages.length === 0 ? [] : pages.map((page) => ({ name: page.slug, title: page.title }));
}

const json = (value) => Buffer.from(JSON.stringify(value), 'utf8');

/** Each post's body as shown, kept while its reading is: the Writing remote's files and the post's document both need it. */
const shown = new WeakMap();

/**
 * A post's body with its pictures as the site serves them: a picture beside the post is shipped under
 * static/media/ (named by its bytes) and its src points there; one on another host becomes a link with
 * its alt text (postsReport warns); one that is not there becomes its alt text (the reader warned).
 * @returns {{ body: object[], files: { file: string, source: Buffer }[] }}
 */
function withPictures(post, dir) {
  const known = shown.get(post);
  if (known) return known;
  const files = [];
  const shipped = new Map();
  for (const image of post.images) {
    if (!image.file || shipped.has(image.src)) continue;
    const source = fs.readFileSync(path.join(dir, image.file));
    const ext = path.extname(image.file).toLowerCase();
    const name = `static/media/${path.basename(image.file, path.extname(image.file)).replace(/[^\w-]+/g, '-')}.${contentHash(source)}${ext}`;
    files.push({ file: name, source });
    shipped.set(image.src, name);
  }
  const remote = new Set(post.images.filter((image) => image.remote).map((image) => image.src));
  const walk = (nodes) =>
    nodes.flatMap((node) => {
      if (typeof node === 'string') return [node];
      if (node.t === 'img') {
        const src = node.a?.src;
        const alt = typeof node.a?.alt === 'string' ? node.a.alt : '';
        if (shipped.has(src)) return [{ ...node, a: { ...node.a, src: shipped.get(src) } }];
        if (remote.has(src)) return [{ t: 'a', a: { href: src }, c: [alt || src] }];
        return alt ? [alt] : [];
      }
      return [node.c ? { ...node, c: walk(node.c) } : node];
    });
  const made = { body: walk(post.body), files };
  shown.set(post, made);
  return made;
}

/**
 * One reading's index and bodies as the Writing remote's files: each index entry names its body's file.
 * @returns {{ index: string, files: { file: string, source: Buffer }[] }}
 */
function indexedFiles(list, folder, kind) {
  const files = [];
  const dir = path.dirname(folder);
  const index = list.map((post) => {
    const { body: _body, images: _images, file: _file, draft: _draft, ...entry } = post;
    const { body, files: pictures } = withPictures(post, dir);
    files.push(...pictures);
    const source = json({ title: entry.title, date: entry.date, updated: entry.updated, tags: entry.tags, lang: entry.lang, words: entry.words, body });
    const name = `static/media/${kind}-${contentHash(source)}.json`;
    files.push({ file: name, source });
    return { ...entry, file: name };
  });
  const source = json(index);
  const name = `static/media/${kind}s.${contentHash(source)}.json`;
  files.push({ file: name, source });
  return { index: name, files };
}

/**
 * The Writing remote's own part of content.json: `posts` and `pages`, their indexes' files (each
 * absent without any), and the files they name.
 * @returns {{ data: { posts?: string, pages?: string }, files: { file: string, source: Buffer }[] }}
 */
function postsContent() {
  const data = {};
  const files = [];
  for (const [key, kind, reading] of [['posts', 'post', ownPosts()], ['pages', 'page', ownPages()]]) {
    if (reading.posts.length === 0 || (key === 'posts' && reading.errors.length > 0)) continue;
    const made = indexedFiles(reading.posts, reading.folder, kind);
    data[key] = made.index;
    files.push(...made.files);
  }
  return { data, files };
}

/** A step of the Writing remote's site build: what the reader said, and a line of what it read. */
function postsReport(build) {
  for (const [label, reading] of [['Posts', ownPosts()], ['Pages', ownPages()]]) {
    const { posts, drafts, errors, warnings, folder } = reading;
    build.watch(folder);
    for (const error of errors) build.errors.push(new Error(error));
    for (const warning of warnings) build.warnings.push(new Error(warning));
    for (const post of posts) {
      for (const image of post.images.filter(({ remote }) => remote)) {
        build.warnings.push(new Error(`${displayPath(path.join(folder, post.file))}:${image.line}: the picture ${image.src} is on another host: the page shows a link to it (the site does not fetch pictures from other hosts yet)`));
      }
    }
    if (posts.length + drafts.length > 0) {
      const left = drafts.length > 0 ? ` (${drafts.length} draft${drafts.length === 1 ? '' : 's'} left out)` : '';
      build.lines.push(`${label}: ${posts.length} from ${displayPath(folder)}/${left}`);
    }
  }
  return [];
}

module.exports = { ownPosts, ownPages, ownPageEntries, hasOwnPosts, postsContent, postsReport, markdownFiles, withPictures };
