/**
 * Every post under content/posts/, read: the published ones newest first, the drafts apart, and
 * what the build says about them. Of two posts with one address (slug, in one language), the second
 * gets one of its own (its file's name, else a number), a warning naming both files (a real blog's
 * copied front matter does this); a draft is a warning ("not published"). Links between posts (Hugo's ref,
 * Jekyll's post_url, a relative link to the other file) are pointed at the other post's slug, or
 * become their text with a warning when that post is not there.
 */
import type { MdElement } from '@portfolio/shared/src/markdown/tree';
import type { Post, ReadMessage } from '@portfolio/shared/src/markdown/post';
import { type SourceFile, findPosts } from './findPosts';
import type { HasFile } from './images';
import { readPost } from './readPost';

export interface ReadPostsOptions {
  /** Does a file exist, by its path relative to content/? For the pictures. */
  hasFile: HasFile;
  /** Where the posts are, relative to content/: 'posts', or 'translations/<tag>/posts'. */
  postsDir?: string;
}

export interface ReadPostsResult {
  /** Published, newest first (undated last, by title). */
  posts: Post[];
  /** `draft: true`: not published, kept for a preview. */
  drafts: Post[];
  /** Errors first, then warnings, each by file and line. */
  messages: ReadMessage[];
}

function newestFirst(a: Post, b: Post): number {
  if (a.date !== b.date) {
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return a.date < b.date ? 1 : -1;
  }
  return a.title.localeCompare(b.title);
}

/** Links to other posts by file name, pointed at their slugs; a link to a post that is not here becomes its text (a span). */
function resolvePostLinks(post: Post, links: MdElement[], slugs: Map<string, string>, messages: ReadMessage[]): void {
  const unknown = new Set<string>();
  for (const link of links) {
    const name = String(link.a?.post);
    const slug = slugs.get(name);
    if (slug !== undefined) {
      link.a = { ...link.a, post: slug };
    } else {
      unknown.add(name);
      link.t = 'span';
      delete link.a;
    }
  }
  if (unknown.size === 0) return;
  const names = [...unknown].slice(0, 3).map((name) => `"${name}"`).join(', ');
  const more = unknown.size > 3 ? ` and ${unknown.size - 3} more` : '';
  messages.push({ severity: 'warning', file: post.file, line: 1, message: `links to ${names}${more}, not among the posts (a section or a page of the old site?): the link text is shown without the link` });
}

export function readPosts(files: readonly SourceFile[], options: ReadPostsOptions): ReadPostsResult {
  const messages: ReadMessage[] = [];
  const read: { post: Post; nameSlug: string; postLinks: MdElement[] }[] = [];
  for (const file of findPosts(files)) {
    let result;
    try {
      result = readPost(file, options);
    } catch (error) {
      // Not expected (the property tests look for it), but one post must not stop the others.
      messages.push({ severity: 'error', file: file.path, line: 1, message: `could not be read: ${error instanceof Error ? error.message : String(error)}` });
      continue;
    }
    messages.push(...result.messages);
    if (result.post) read.push({ post: result.post, nameSlug: file.nameSlug, postLinks: result.postLinks });
  }

  const posts: Post[] = [];
  const drafts: Post[] = [];
  const byAddress = new Map<string, Post>();
  for (const { post, nameSlug } of read) {
    if (post.draft) {
      drafts.push(post);
      messages.push({ severity: 'warning', file: post.file, line: 1, message: 'is a draft: not published' });
      continue;
    }
    const at = (slug: string) => `${post.lang ?? ''}/${slug}`;
    const first = byAddress.get(at(post.slug));
    if (first) {
      // Nothing is lost: the post gets an address of its own (its file's name, else a number), and the build says so.
      let free = nameSlug;
      for (let count = 2; byAddress.has(at(free)); count += 1) free = `${post.slug}-${count}`;
      messages.push({ severity: 'warning', file: post.file, line: 1, message: `has the address "${post.slug}" that ${first.file} already has: it is at "${free}" instead (give it a slug of its own)` });
      post.slug = free;
    }
    byAddress.set(at(post.slug), post);
    posts.push(post);
  }

  // A link names a post by its file (name, or folder of a bundle), or by its slug.
  const slugs = new Map<string, string>();
  for (const { post, nameSlug } of read) {
    slugs.set(post.slug, post.slug);
    if (!slugs.has(nameSlug)) slugs.set(nameSlug, post.slug);
  }
  for (const { post, postLinks } of read) resolvePostLinks(post, postLinks, slugs, messages);

  posts.sort(newestFirst);
  drafts.sort(newestFirst);
  const order = (message: ReadMessage) => (message.severity === 'error' ? 0 : 1);
  messages.sort((a, b) => order(a) - order(b) || a.file.localeCompare(b.file) || a.line - b.line);
  return { posts, drafts, messages };
}
