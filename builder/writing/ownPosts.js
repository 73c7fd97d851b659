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
const { madePicture } = require('./postPictures');
const { remotePicture } = require('./remotePictures');

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
function readFolder(dir, name, { lang } = {}) {
  const folder = path.join(dir, name);
  const files = markdownFiles(folder);
  const signature = JSON.stringify(files.map(({ path: file, mtimeMs, size }) => [file, mtimeMs, size]));
  const known = read.get(folder);
  if (known?.signature === signature) return known.result;
  const hasFile = (file) => {
    const full = path.resolve(dir, file);
    return full.startsWith(dir + path.sep) && fs.existsSync(full) && fs.statSync(full).isFile();
  };
  const sources = files.map(({ path: file, full }) => ({ path: file, text: fs.readFileSync(full, 'utf8') }));
  // No Markdown there (most sites have none): the reader (markdown-it, the highlighter, MathML) is not
  // even loaded, a tenth of a second of every build.
  const { posts, drafts, messages } =
    sources.length === 0 ? { posts: [], drafts: [], messages: [] } : engineModule('readers/markdown/index.ts').readPosts(sources, { hasFile, postsDir: name.split(path.sep).join('/') });
  // A translation is in its folder's language, unless it says another.
  if (lang) for (const post of [...posts, ...drafts]) post.lang ??= lang;
  const result = {
    posts,
    drafts,
    errors: messages.filter((message) => message.severity === 'error').map((message) => describe(message, folder)),
    warnings: messages.filter((message) => message.severity !== 'error').map((message) => describe(message, folder)),
    folder,
    root: dir,
  };
  read.set(folder, { signature, result });
  return result;
}

/** The posts of content/posts/, newest first. */
function ownPosts(dir = contentDir()) {
  return readFolder(dir, POSTS_FOLDER);
}

/** The site's language folders (content/translations/<tag>/), as named there. */
function translationTags(dir) {
  const folder = path.join(dir, 'translations');
  return fs.existsSync(folder) ? fs.readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
}

const pageOrder = (a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.title.localeCompare(b.title);
/** Newest first, undated last, then by title: as the reader lists posts. */
const newestFirst = (a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title);

/** A reading of pages without those whose address is a folder of the site (each an error naming its file), in menu order. */
function withoutTakenAddresses(result, dir) {
  const taken = new Set([...TAKEN_ADDRESSES, ...translationTags(dir).map((tag) => tag.toLowerCase())]);
  const clashing = result.posts.filter((page) => taken.has(page.slug.toLowerCase()));
  return {
    ...result,
    posts: result.posts.filter((page) => !clashing.includes(page)).sort(pageOrder),
    errors: [
      ...result.errors,
      ...clashing.map((page) => `${displayPath(path.join(result.folder, page.file))}:1: the page's address ${page.slug}/ is a folder of the site already: give it another name (its file's, or slug: in its front matter)`),
    ],
  };
}

/**
 * The owner's own pages (content/pages/): the published ones in menu order (`order`, then title);
 * one whose address is a folder of the site is left out, an error naming its file.
 * @returns {{ posts: object[], drafts: object[], errors: string[], warnings: string[], folder: string, root: string }}  `posts`: the pages
 */
function ownPages(dir = contentDir()) {
  return withoutTakenAddresses(readFolder(dir, PAGES_FOLDER), dir);
}

/**
 * What a language's site shows of the owner's posts or pages: the translations in
 * content/translations/<tag>/posts/ (…/pages/), each in that language unless it says another, and
 * the main language's that no translation replaces (one with the same address). `translated`: the
 * addresses that have a translation; `errors`, `warnings`, `drafts`: the translations' own.
 * The main language (tag null) is the main reading.
 */
function inLanguage(kind, tag, dir = contentDir()) {
  const main = kind === POSTS_FOLDER ? ownPosts(dir) : ownPages(dir);
  if (!tag) return { ...main, translated: new Set() };
  const read = readFolder(dir, path.join('translations', tag, kind), { lang: tag });
  const own = kind === POSTS_FOLDER ? read : withoutTakenAddresses(read, dir);
  const translated = new Set(own.posts.map((post) => post.slug));
  const posts = [...own.posts, ...main.posts.filter((post) => !translated.has(post.slug))].sort(kind === POSTS_FOLDER ? newestFirst : pageOrder);
  return { ...own, posts, translated };
}

/** Whether the owner has published posts or pages of their own: the site then names the Writing remote, feed or not. */
function hasOwnPosts(dir = contentDir()) {
  const { posts, errors } = ownPosts(dir);
  return posts.length > 0 || errors.length > 0;
}

/** The own pages the home menu shows in a language (tag null: the main one), in menu order: each one's name, title and `order`. */
function ownPageEntries(tag = null, dir = contentDir()) {
  return inLanguage(PAGES_FOLDER, tag, dir).posts.map((page) => ({ name: page.slug, title: page.title, order: page.order }));
}

const json = (value) => Buffer.from(JSON.stringify(value), 'utf8');

/** Each post's body as shown, kept while its reading is: the Writing remote's files and the post's document both need it. */
const shown = new WeakMap();

/** A picture made web-ready (postPictures.js) as the tree shows it: a <picture> with its sources, or an <img> with its size. */
function pictureNode(node, made, eager) {
  const img = { ...node, a: { ...node.a, src: made.src, ...(made.width ? { width: made.width, height: made.height } : {}), ...(eager ? { loading: 'eager' } : {}) } };
  if (made.sources.length === 0) return img;
  const { POST_PICTURE } = require('../media/sizes');
  return { t: 'picture', c: [...made.sources.map(({ type, srcSet }) => ({ t: 'source', a: { type, srcSet, sizes: POST_PICTURE.sizesAttribute } })), img] };
}

/**
 * A post's body with its pictures as the site serves them: a picture beside the post, or on another
 * host (fetched now: remotePictures.js), is made web-ready (AVIF and WebP in sizes, its own size;
 * postPictures.js) under static/media/, and only the first, when it opens the post, loads at once
 * (the others as the reader scrolls to them). One on another host that cannot be fetched becomes a
 * link with its alt text; one that is not there becomes its alt text (the reader warned); one the
 * pipeline cannot read ships as it is. `warnings`: by the post's line, or by the picture's file;
 * `host`: a picture's whose host could not be reached at all.
 * @returns {Promise<{ body: object[], files: { file: string, source: Buffer }[], warnings: { line?: number, file?: string, host?: string, message: string }[] }>}
 */
function withPictures(post, dir) {
  const known = shown.get(post);
  if (known) return known;
  const made = makePictures(post, dir);
  shown.set(post, made);
  return made;
}

async function makePictures(post, dir) {
  const files = [];
  const warnings = [];
  const pictures = new Map();
  const failed = new Set();
  await Promise.all(
    [...new Map(post.images.filter((image) => image.file || image.remote).map((image) => [image.src, image])).values()].map(async (image) => {
      if (image.remote) {
        // Fetched now, so the site serves it and no third party sees a visitor.
        const got = await remotePicture(image.src);
        if (got.problem) {
          failed.add(image.src);
          warnings.push({ line: image.line, host: got.host, message: `the picture ${image.src} could not be fetched (${got.problem}): the page shows a link to it` });
          return;
        }
        try {
          pictures.set(image.src, await madePicture(got.file, new URL(image.src, 'https://host/').pathname.split('/').pop() || 'picture'));
        } catch (error) {
          failed.add(image.src);
          warnings.push({ line: image.line, message: `the picture ${image.src} ${error.message}: the page shows a link to it` });
        }
        return;
      }
      const full = path.join(dir, image.file);
      try {
        pictures.set(image.src, await madePicture(full));
      } catch (error) {
        const source = fs.readFileSync(full);
        warnings.push({ file: full, message: `${error.message}: it ships as it is` });
        const file = `static/media/${path.basename(full, path.extname(full)).replace(/[^\w-]+/g, '-')}.${contentHash(source)}${path.extname(full).toLowerCase()}`;
        pictures.set(image.src, { files: [{ file, source }], src: file, sources: [] });
      }
    }),
  );
  for (const made of pictures.values()) files.push(...made.files);
  const remote = failed;
  // A picture among the body's first two blocks is on the first screen: it loads at once (it may be the largest paint).
  const first = post.body.slice(0, 2);
  let eagerLeft = 1;
  const walk = (nodes, top) =>
    nodes.flatMap((node) => {
      if (typeof node === 'string') return [node];
      if (node.t === 'img') {
        const src = node.a?.src;
        const alt = typeof node.a?.alt === 'string' ? node.a.alt : '';
        if (pictures.has(src)) {
          const eager = top && eagerLeft > 0;
          if (eager) eagerLeft -= 1;
          return [pictureNode(node, pictures.get(src), eager)];
        }
        if (remote.has(src)) return [{ t: 'a', a: { href: src }, c: [alt || src] }];
        return alt ? [alt] : [];
      }
      // A <picture> the owner wrote keeps its own sources.
      if (node.t === 'picture') return [node];
      return [node.c ? { ...node, c: walk(node.c, top && first.includes(node)) } : node];
    });
  return { body: walk(post.body, true), files, warnings };
}

/**
 * One reading's index and bodies as the Writing remote's files: each index entry names its body's file.
 * @returns {Promise<{ index: string, files: { file: string, source: Buffer }[] }>}
 */
/**
 * A post's or page's file (PostBody) as the Writing remote serves it. Named by what it holds: the
 * shell's build, which writes the post's document from the same post, names the same file.
 * @param {'post' | 'page'} kind
 * @param {{ title: string, date: string | null, updated: string | null, tags: string[], lang?: string, words: number }} post
 * @param {object[]} body  as withPictures made it
 */
function bodyFile(kind, post, body) {
  const source = json({ title: post.title, date: post.date, updated: post.updated, tags: post.tags, lang: post.lang, words: post.words, body });
  return { file: `static/media/${kind}-${contentHash(source)}.json`, source };
}

async function indexedFiles(list, root, kind, { tag = null, translated = new Set() } = {}) {
  const files = [];
  const shownBodies = await Promise.all(list.map((post) => withPictures(post, root)));
  const index = list.map((post, at) => {
    const { body: _body, images: _images, file: _file, draft: _draft, ...summary } = post;
    // A translation's document is in its language's folder; a post it does not translate keeps the main one's.
    const entry = translated.has(post.slug) ? { ...summary, path: documentPath(kind, post.slug, `${tag}/`) } : summary;
    const { body, files: pictures } = shownBodies[at];
    files.push(...pictures);
    const made = bodyFile(kind, entry, body);
    files.push(made);
    return { ...entry, file: made.file };
  });
  const source = json(index);
  const name = `static/media/${kind}s.${contentHash(source)}.json`;
  files.push({ file: name, source });
  return { index: name, files };
}

/**
 * The Writing remote's own part of content.json: `posts` and `pages`, their indexes' files (each
 * absent without any), `languages`, each translated language's own (a language without translations
 * reads the main ones), and the files they name.
 * @returns {Promise<{ data: { posts?: string, pages?: string, languages?: object }, files: { file: string, source: Buffer }[] }>}
 */
async function postsContent() {
  const data = {};
  const files = new Map();
  const dir = contentDir();
  for (const tag of [null, ...translationTags(dir)]) {
    const made = {};
    for (const [key, kind] of [[POSTS_FOLDER, 'post'], [PAGES_FOLDER, 'page']]) {
      const reading = inLanguage(key, tag, dir);
      // A language without translations of its own shows the main language's index.
      if (reading.posts.length === 0 || (key === POSTS_FOLDER && reading.errors.length > 0) || (tag && reading.translated.size === 0)) continue;
      const indexed = await indexedFiles(reading.posts, dir, kind, { tag, translated: reading.translated });
      made[key] = indexed.index;
      for (const file of indexed.files) files.set(file.file, file);
    }
    if (!tag) Object.assign(data, made);
    else if (Object.keys(made).length > 0) data.languages = { ...data.languages, [tag]: made };
  }
  return { data, files: [...files.values()] };
}

/** Where a post's or page's document is, from the site root: posts/<slug>/, <name>/, in a language's folder. */
function documentPath(kind, slug, dir = '') {
  return kind === 'post' ? `${dir}posts/${slug}/` : `${dir}${slug}/`;
}

/** A step of the Writing remote's site build: what the reader said, and a line of what it read. */
async function postsReport(build) {
  const dir = contentDir();
  const readings = [null, ...translationTags(dir)].flatMap((tag) =>
    [['Posts', POSTS_FOLDER], ['Pages', PAGES_FOLDER]].map(([label, kind]) => {
      const reading = inLanguage(kind, tag, dir);
      // A language's line counts its translations; the posts it shows from the main language are the main line's.
      return { label: tag ? `${label} (${tag})` : label, ...reading, posts: tag ? reading.posts.filter((post) => reading.translated.has(post.slug)) : reading.posts };
    }),
  );
  for (const reading of readings) {
    const { label, posts, drafts, errors, warnings, folder } = reading;
    build.watch(folder);
    for (const error of errors) build.errors.push(new Error(error));
    for (const warning of warnings) build.warnings.push(new Error(warning));
    // A host that could not be reached at all is one warning, not one for each of its pictures.
    const unreached = new Map();
    for (const post of posts) {
      for (const warning of (await withPictures(post, dir)).warnings) {
        // A fetched picture's, by the post's line; a picture file's, by its own name.
        const where = warning.line ? `${displayPath(path.join(folder, post.file))}:${warning.line}` : displayPath(warning.file);
        if (warning.host) unreached.set(warning.host, [...(unreached.get(warning.host) ?? []), { where, message: warning.message }]);
        else build.warnings.push(new Error(`${where}: ${warning.message}`));
      }
    }
    for (const [host, [first, ...more]] of unreached) {
      build.warnings.push(new Error(more.length === 0 ? `${first.where}: ${first.message}` : `${first.where}: ${first.message}; ${host} could not be reached, so the ${more.length} other pictures on it show as links too`));
    }
    if (posts.length + drafts.length > 0) {
      const left = drafts.length > 0 ? ` (${drafts.length} draft${drafts.length === 1 ? '' : 's'} left out)` : '';
      build.lines.push(`${label}: ${posts.length} from ${displayPath(folder)}/${left}`);
    }
  }
  return [];
}

module.exports = { ownPosts, ownPages, ownPageEntries, inLanguage, documentPath, translationTags, hasOwnPosts, postsContent, postsReport, markdownFiles, withPictures, bodyFile };
