/** The dev server of `npm start`: one per app, on its own port. */
const { acceptVitals, vitalsPathOf } = require('../hosting/vitals');

function devServer({ port, host, site }) {
  return {
    port,
    // Remotes are fetched cross-origin by the shell (manifest, CV text).
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false } },
    // The shell's dev server takes web-vitals beacons like the preview server does (.vitals/).
    setupMiddlewares: host
      ? (middlewares, server) => {
          const vitalsPath = vitalsPathOf(site);
          if (vitalsPath) server.app.post(vitalsPath, (req, res) => acceptVitals(req, res));
          return middlewares;
        }
      : undefined,
  };
}

module.exports = { devServer };
