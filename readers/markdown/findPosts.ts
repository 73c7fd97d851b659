/**
 * Which files under content/posts/ are posts, and what their names say. Every `.md`, `.markdown` and
 * `.mdx` file in any sub-folder is one: a file on its own (`hello.md`, Jekyll's dated
 * `2015-05-21-hello.markdown`, Hugo's translated `hello.fr.md`), or a page bundle, a folder whose
 * `index.md`/`index.mdx` (Hugo, Gatsby, Astro) or `page.mdx` (Next's app router) is the post and whose
 * other files are its pictures. Names starting with `_` or `.` are not posts: Hugo's and Zola's
 * `_index.md` describe a section, Jekyll keeps `_drafts/`, and `.obsidian/` is an editor's.
 */
import { slugify } from './slugs';

export interface SourceFile {
  /** Relative to content/posts/, '/' between folders. */
  path: string;
  text: string;
}

export interface PostFile extends SourceFile {
  /** The slug the name gives (a page bundle's folder, else the file name), without a date or a language. */
  nameSlug: string;
  /** The date the file or folder name starts with (YYYY-MM-DD), or null. */
  nameDate: string | null;
  /** Hugo's `name.fr.md`: the language the name says. */
  nameLang: string | null;
  /** The folder the post's relative links and pictures are read from, relative to content/posts/ ('' at the top). */
  folder: string;
  /** An .mdx file: its imports, exports and components are MDX's. */
  mdx: boolean;
}

const POST_EXTENSION = /\.(md|markdown|mdx)$/i;
const BUNDLE_INDEX = /^(index|page)$/i;
/** A Jekyll or Zola date before the name: 2015-05-21-name, 2015-05-21_name. */
const DATED = /^(\d{4})-(\d{2})-(\d{2})(?:[-_](.*))?$/;
/** Hugo's language in the file name: name.fr.md, index.zh-cn.md. */
const LANGUAGE = /^(.*)\.([a-z]{2}(?:-[a-z]{2,4})?)$/i;
const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** A language ICU knows by name: "fr" is, "js" in "node.js.md" is not. */
function isLanguage(code: string): boolean {
  try {
    return LANGUAGE_NAMES.of(code) !== code;
  } catch {
    return false;
  }
}

function nameParts(name: string): { slug: string; date: string | null } {
  const dated = DATED.exec(name);
  if (!dated) return { slug: slugify(name), date: null };
  const [, year, month, day, rest] = dated;
  const date = `${year}-${month}-${day}`;
  return { slug: slugify(rest || date), date };
}

/** What a post's path says: its slug, date and language. Also used for links that name another post by its file. */
export function describePath(path: string, readLanguage = true): Pick<PostFile, 'nameSlug' | 'nameDate' | 'nameLang' | 'folder'> {
  const parts = path.split('/').filter((part) => part !== '' && part !== '.');
  const file = parts.pop() ?? '';
  const folder = parts.join('/');
  let base = file.replace(POST_EXTENSION, '');
  let nameLang: string | null = null;
  const language = LANGUAGE.exec(base);
  if (readLanguage && language && language[1] && isLanguage(language[2] ?? '')) {
    base = language[1];
    nameLang = (language[2] ?? '').toLowerCase();
  }
  const named = BUNDLE_INDEX.test(base) && parts.length > 0 ? (parts[parts.length - 1] ?? base) : base;
  const { slug, date } = nameParts(named);
  return { nameSlug: slug || 'post', nameDate: date, nameLang, folder };
}

function isPostPath(path: string): boolean {
  if (!POST_EXTENSION.test(path)) return false;
  return !path.split('/').some((part) => part.startsWith('_') || part.startsWith('.'));
}

/** The file's path without its extension and Hugo's language: what its translations share. */
const translationKey = (path: string, lang: string) => path.replace(POST_EXTENSION, '').slice(0, -(lang.length + 1)).toLowerCase();

/**
 * The posts among the files under content/posts/, in path order. A language in a file name
 * (`name.fr.md`) is taken as one only beside the same post in another language (`name.md`), or in
 * a bundle's index (`index.de.md`): alone, `pwnable.kr.md` is a name with a dot in it.
 */
export function findPosts(files: readonly SourceFile[]): PostFile[] {
  const posts = files
    .map((file) => ({ ...file, path: file.path.replace(/\\/g, '/').replace(/^\.?\//, '') }))
    .filter((file) => isPostPath(file.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file): PostFile => ({ ...file, ...describePath(file.path), mdx: /\.mdx$/i.test(file.path) }));
  const bases = new Map<string, number>();
  for (const post of posts) {
    const key = post.nameLang ? translationKey(post.path, post.nameLang) : post.path.replace(POST_EXTENSION, '').toLowerCase();
    bases.set(key, (bases.get(key) ?? 0) + 1);
  }
  return posts.map((post) => {
    if (!post.nameLang || (bases.get(translationKey(post.path, post.nameLang)) ?? 0) > 1) return post;
    // A bundle's index.de.md can only be German.
    if (BUNDLE_INDEX.test(translationKey(post.path, post.nameLang).split('/').pop() ?? '')) return post;
    return { ...post, ...describePath(post.path, false) };
  });
}
