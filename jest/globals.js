// The build's constants (globals.d.ts); unit tests run as a production build would.
globalThis.__DEV__ = false;
// Where webpack finds a remote's files at run time (publicPath 'auto'): here, the page's own folder.
globalThis.__webpack_public_path__ = '';
