/**
 * The live channel of a development server (`npm start`): after each build, every page listening
 * at /__live (shared/src/dev/liveUpdates.ts) hears the build's hash and the problems that stopped
 * it, each with its file, line and the lines around it. Server-sent events: one-way, and the
 * browser reconnects on its own when `npm start` restarts.
 */
const crypto = require('node:crypto');
const { Compilation } = require('webpack');
const { compilationProblems } = require('../site/problems');

const LIVE_PATH = '/__live';

/**
 * The build as a page sees it: webpack's hash covers the modules alone, and an edit of the content
 * changes none (the pages carry it, the CV texts are files the build emits), so every emitted file
 * counts too. Taken as the last step on the files, before webpack emits them and keeps only their sizes.
 */
function buildHash(compilation) {
  const hash = crypto.createHash('sha256').update(compilation.hash ?? '');
  for (const name of Object.keys(compilation.assets).sort()) hash.update(name).update(compilation.assets[name].buffer());
  return hash.digest('hex').slice(0, 20);
}

/**
 * Serves /__live on a development server: `app` names the build in its messages. The first message
 * a page hears is the build it loaded (held back while a build is running, so a page that loads
 * during one hears the result, not the build before it).
 */
function serveLiveChannel(app, server) {
  const listeners = new Set();
  let latest = null;
  let building = true;
  const send = (data) => {
    for (const response of listeners) response.write(data);
  };
  server.compiler.hooks.invalid.tap('LiveChannel', () => {
    building = true;
    send(`data: ${JSON.stringify({ app, building: true })}\n\n`);
  });
  const hashes = new WeakMap();
  server.compiler.hooks.thisCompilation.tap('LiveChannel', (compilation) => {
    compilation.hooks.processAssets.tap({ name: 'LiveChannel', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => hashes.set(compilation, buildHash(compilation)));
  });
  server.compiler.hooks.done.tap('LiveChannel', (stats) => {
    building = false;
    const { compilation } = stats;
    latest = `data: ${JSON.stringify({ app, hash: hashes.get(compilation) ?? stats.hash, problems: compilationProblems(compilation, 'errors'), warnings: compilationProblems(compilation, 'warnings') })}\n\n`;
    send(latest);
  });
  server.app.get(LIVE_PATH, (request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      'Access-Control-Allow-Origin': '*',
    });
    listeners.add(response);
    if (latest && !building) response.write(latest);
    request.on('close', () => listeners.delete(response));
  });
}

module.exports = { LIVE_PATH, serveLiveChannel, buildHash };
