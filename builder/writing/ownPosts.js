/**
 * The owner's own posts (content/posts/, Markdown as their old blog kept it), read once per build
 * process by the Markdown reader (readers/markdown/) and turned into the Writing remote's files: an
 * index of the published posts, newest first, and each post's body in a file of its own, both
 * content-hashed under static/media/ and named by the remote's content.json. Pictures and the posts'
 * own documents are made elsewhere; this module only reads and lists.
 */
const fs = require('node:fs');
const path = require('node:path');
const { contentDir, displayPath } = require('../apps');
const { engineModule } = require('../engineModules');
const { contentHash } = require('../site/html');

const POSTS_FOLDER = 'posts';
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
 * The posts of content/posts/, read again only when a file was added, removed or changed since (the
 * webpack configs, the page content and the remote's files all ask; under npm start, every save).
 * @returns {{ posts: object[], drafts: object[], errors: string[], warnings: string[], folder: string }}
 */
function ownPosts(dir = contentDir()) {
  const folder = path.join(dir, POSTS_FOLDER);
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
  const { posts, drafts, messages } = readPosts(sources, { hasFile, postsDir: POSTS_FOLDER });
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

/** Whether the owner has published posts of their own: the site then has a Writing page, feed or not. */
function hasOwnPosts(dir = contentDir()) {
  const { posts, errors } = ownPosts(dir);
  return posts.length > 0 || errors.length > 0;
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
 * The Writing remote's own part of content.json: `posts`, the index's file (absent without posts),
 * and the files it names. Each index entry names its post's body file.
 * @returns {{ data: { posts?: string }, files: { file: string, source: Buffer }[] }}
 */
function postsContent() {
  const { posts, errors, folder } = ownPosts();
  if (posts.length === 0 || errors.length > 0) return { data: {}, files: [] };
  const files = [];
  const dir = path.dirname(folder);
  const index = posts.map((post) => {
    const { body: _body, images: _images, file: _file, draft: _draft, ...entry } = post;
    const { body, files: pictures } = withPictures(post, dir);
    files.push(...pictures);
    const source = json({ title: entry.title, date: entry.date, updated: entry.updated, tags: entry.tags, lang: entry.lang, words: entry.words, body });
    const name = `static/media/post-${contentHash(source)}.json`;
    files.push({ file: name, source });
    return { ...entry, file: name };
  });
  const source = json(index);
  const name = `static/media/posts.${contentHash(source)}.json`;
  files.push({ file: name, source });
  return { data: { posts: name }, files };
}

/** A step of the Writing remote's site build: what the reader said, and a line of what it read. */
function postsReport(build) {
  const { posts, drafts, errors, warnings, folder } = ownPosts();
  build.watch(folder);
  for (const error of errors) build.errors.push(new Error(error));
  for (const warning of warnings) build.warnings.push(new Error(warning));
  for (const post of posts) {
    for (const image of post.images.filter(({ remote }) => remote)) {
      build.warnings.push(new Error(`${displayPath(path.join(folder, post.file))}:${image.line}: the picture ${image.src} is on another host: the post shows a link to it (the site does not fetch pictures from other hosts yet)`));
    }
  }
  if (posts.length + drafts.length > 0) {
    const left = drafts.length > 0 ? ` (${drafts.length} draft${drafts.length === 1 ? '' : 's'} left out)` : '';
    build.lines.push(`Posts: ${posts.length} from ${displayPath(folder)}/${left}`);
  }
  return [];
}

module.exports = { ownPosts, hasOwnPosts, postsContent, postsReport, markdownFiles, withPictures };
