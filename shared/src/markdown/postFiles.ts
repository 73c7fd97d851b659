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
