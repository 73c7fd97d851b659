/**
 * The owner's posts as the Writing remote's files carry them (builder/writing/ownPosts.js): an index
 * of every published post, newest first, each naming the file of its body, so the Writing list loads
 * no post's text and a post loads only its own.
 */
import type { Post } from './post';

/** One post in the index: what the Writing list shows, and where its body is. */
export type PostSummary = Pick<Post, 'slug' | 'title' | 'date' | 'updated' | 'summary' | 'tags' | 'lang' | 'words' | 'video'> & {
  /** The post's body file (PostBody), relative to the remote's folder, content-hashed. */
  file: string;
  /** Its document's address from the site root, when not the main language's (a translation's: `de/posts/<slug>/`). */
  path?: string;
};

/** One post's file: what its page shows. */
export type PostBody = Pick<Post, 'title' | 'date' | 'updated' | 'tags' | 'lang' | 'words' | 'body' | 'video'>;

/** Long enough for a slow phone network, short enough that a visitor is not left waiting on a dead host. */
const LOAD_TIMEOUT_MS = 10_000;

/**
 * A JSON file the Writing remote's build wrote (an index of posts or pages, a post's body), from its
 * folder (`base`, absolute or from the page's address). Throws when it cannot be had.
 */
export async function fetchWritingFile(base: string, file: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const url = new URL(file, new URL(base, document.baseURI));
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url.href}`);
  return response.json();
}

/**
 * One post's file: what ./PostPage shows, and what a post's document hydrates from. Throws when it
 * cannot be had.
 */
export async function loadPostFile(base: string, file: string, fetchImpl: typeof fetch = fetch): Promise<PostBody> {
  const post = (await fetchWritingFile(base, file, fetchImpl)) as Partial<PostBody> | null;
  if (!Array.isArray(post?.body)) throw new Error(`${file} is not a post`);
  return post as PostBody;
}
