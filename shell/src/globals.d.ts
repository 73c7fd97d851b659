/** The playlist's first track name, for the music bar before the player is loaded ('' if none). */
declare const __MUSIC_FIRST_TITLE__: string;
