// The build's constants (globals.d.ts); unit tests run as a production build would.
globalThis.__DEV__ = false;
// The shell records pages and vitals for analytics (the sample has no provider; their tests turn it on).
globalThis.__ANALYTICS__ = true;
// Where webpack finds a remote's files at run time (publicPath 'auto'): here, the page's own folder.
globalThis.__webpack_public_path__ = '';
