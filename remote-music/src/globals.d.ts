/** Where webpack loaded this remote from at run time (its own origin, also inside the shell). */
declare let __webpack_public_path__: string;
