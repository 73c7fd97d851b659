/**
 * A post's or own page's document names the file its page was prerendered from (the Writing remote's
 * own, which ./PostPage reads too), as JSON after the page (like the page's context): the app fetches
 * it and hydrates the prerendered page, as home is, with no remote to load first.
 */
export const ENTRY_DATA_ID = 'portfolio-entry';

export interface EntryData {
  /** The Writing remote's folder, as the prerender was given it: its pictures are under it. */
  base: string;
  /** The post's file (PostBody) in that folder. */
  file: string;
}
