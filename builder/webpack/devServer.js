/** The dev server of `npm start`: one per app, on its own port. */
const { acceptVitals, vitalsPathOf } = require('../hosting/vitals');
const { serveLiveChannel } = require('./liveChannel');

/**
 * @param {object} options
 * @param {string} options.name   the app, as the live channel names it
 * @param {number} options.port
 * @param {boolean} options.host  the shell
 * @param {import('./liveContent').LiveContent} options.content
 */
function devServer({ name, port, host, content }) {
  return {
    port,
    // Remotes are fetched cross-origin by the shell (manifest, CV text).
    headers: { 'Access-Control-Allow-Origin': '*' },
    // A live reload after an edit asks for every file again: what did not change is answered 304 and
    // comes from the browser's cache, with V8's cached compilation, instead of ~1 MB of development
    // bundles sent and compiled anew. Compressing for localhost costs more time than it saves.
    devMiddleware: { etag: 'weak' },
    compress: false,
    // One way to see a change: the live channel (below) tells the open page, whichever app changed,
    // and its overlay shows what a build rejected. webpack-dev-server's own client would only hear
    // the app whose page is open, never a remote's.
    client: false,
    webSocketServer: false,
    hot: false,
    liveReload: false,
    setupMiddlewares: (middlewares, server) => {
      serveLiveChannel(name, server);
      // The shell's dev server takes web-vitals beacons like the preview server does (.vitals/).
      const vitalsPath = host ? vitalsPathOf(content.current.site) : null;
      if (vitalsPath) server.app.post(vitalsPath, (req, res) => acceptVitals(req, res));
      return middlewares;
    },
  };
}

module.exports = { devServer };
