/**
 * The Markdown reader: an owner's posts (content/posts/, any generator's layout and syntax) to typed
 * data and messages, at build time. The types it makes are shared's (shared/src/markdown/): the
 * browser renders them and never parses Markdown.
 */
export { findPosts, type PostFile, type SourceFile } from './findPosts';
export { readPost, type ReadPostOptions, type ReadPostResult } from './readPost';
export { readPosts, type ReadPostsOptions, type ReadPostsResult } from './readPosts';
export type { HasFile } from './images';
