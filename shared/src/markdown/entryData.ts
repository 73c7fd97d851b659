import type { PostBody } from './postFiles';

/**
 * A post's or own page's document carries what it shows, as JSON after the page (like the page's
 * context): the app hydrates the prerendered page from it, as home is, with no remote to load first.
 */
export const ENTRY_DATA_ID = 'portfolio-entry';

export interface EntryData {
  post: PostBody;
  /** The Writing remote's folder its pictures are under, as the prerender was given it. */
  base: string;
}
