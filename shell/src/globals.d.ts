/**
 * The playlist's first track name, for the music bar before the player is loaded; null when the owner
 * has no music (the site has no player); '' for a broken playlist (the music remote's build fails).
 */
declare const __MUSIC_FIRST_TITLE__: string | null;

/** The site shows a Writing page: content/site.json sets a feed, and the build has its posts. */
declare const __WRITING_PAGE__: boolean;

/** content/site.json names an analytics provider: the shell records pages and vitals for it. */
declare const __ANALYTICS__: boolean;
