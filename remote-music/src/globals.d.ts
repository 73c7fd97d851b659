/** The playlist's file names in play order, inlined by the build (see webpack.config.js). */
declare const __MUSIC_PLAYLIST__: string[];
/** Where webpack loaded this remote from at run time (its own origin, also inside the shell). */
declare let __webpack_public_path__: string;
