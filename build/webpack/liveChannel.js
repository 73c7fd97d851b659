/**
 * The live channel of a development server (`npm start`): after each build, every page listening
 * at /__live (shared/src/dev/liveUpdates.ts) hears the build's hash and the problems that stopped
 * it, each with its file, line and the lines around it. Server-sent events: one-way, and the
 * browser reconnects on its own when `npm start` restarts.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { Compilation } = require('webpack');
const { PROJECT, displayPath } = require('../apps');

const LIVE_PATH = '/__live';
const AROUND = 3;
const TEXT = /\.(tex|cls|sty|bib|json|tsx?|jsx?|css|md|txt)$/i;
// A "file:line:" a message names itself (the CV checks, the CV folder's resolver), or a "file:" it
// starts with (the media checks: a picture or a video has no line).
const NAMED_PLACE = /(?:^|\s)((?:\/|[\w.-]+\/)[^\s:]*\.[A-Za-z0-9]+):(\d+)\b/;
const NAMED_FILE = /^((?:\/|[\w.-]+\/)[^\s:]*\.[A-Za-z0-9]+):/;
// eslint-disable-next-line no-control-regex -- terminal colour codes are what it removes
const COLOURS = /\u001b\[[0-9;]*m/g;

/**
 * Where a webpack error points: set by our checks (file, loc), named in its text (a loader that
 * reads the content names the owner's file, not its own module), or the module that failed.
 */
function placeOf(error, message) {
  if (error.file && path.isAbsolute(error.file) && fs.existsSync(error.file)) return { file: error.file, line: error.loc?.start?.line };
  const named = NAMED_PLACE.exec(message);
  const namedFile = named && path.resolve(PROJECT, named[1]);
  if (namedFile && fs.existsSync(namedFile)) return { file: namedFile, line: Number(named[2]) };
  const leading = NAMED_FILE.exec(message);
  const leadingFile = leading && path.resolve(PROJECT, leading[1]);
  if (leadingFile && fs.existsSync(leadingFile)) return { file: leadingFile };
  const resource = error.module?.resource?.replace(/\?.*$/, '');
  if (resource && fs.existsSync(resource)) return { file: resource, line: error.loc?.start?.line };
  return {};
}

/** The lines around `line` of a text file. */
function excerptOf(file, line) {
  if (!line || !TEXT.test(file)) return undefined;
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  const first = Math.max(1, line - AROUND);
  const last = Math.min(lines.length, line + AROUND);
  const excerpt = [];
  for (let number = first; number <= last; number += 1) excerpt.push({ line: number, text: lines[number - 1] });
  return excerpt;
}

/** A webpack error as the overlay shows it (shared/src/dev/liveState.ts BuildProblem). */
function problemOf(error) {
  const message = String(error.message ?? error)
    .replace(COLOURS, '')
    .replace(/^Module (?:build )?(?:failed|Error|Warning) \(from [^)]*\):\n(?:Error: )?/, '')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n')
    .trim();
  const { file, line } = placeOf(error, message);
  if (!file) return { message };
  return { message, file: displayPath(file), line, excerpt: excerptOf(file, line) };
}

/** Problems as the overlay lists them: one per place (a CV check and the CV loader both name an \input). */
function problemsOf(errors) {
  const places = new Set();
  return errors.map(problemOf).filter(({ file, line }) => {
    if (!file || !line) return true;
    const place = `${file}:${line}`;
    if (places.has(place)) return false;
    places.add(place);
    return true;
  });
}

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
    const all = (kind) => problemsOf([...compilation[kind], ...compilation.children.flatMap((child) => child[kind])]);
    latest = `data: ${JSON.stringify({ app, hash: hashes.get(compilation) ?? stats.hash, problems: all('errors'), warnings: all('warnings') })}\n\n`;
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

module.exports = { LIVE_PATH, serveLiveChannel, problemsOf, buildHash };
