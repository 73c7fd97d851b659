/**
 * `folio start` in an owner's site: each app's development build, which the engine ships built
 * (engine/<app>/development, with the live client), served on its development port (:3000 shell,
 * :3001 cv, …), with its pages and files made by the site build from content/ as it is now
 * (builder/site/appFiles.js). A save in content/ makes them again; each app whose files changed says so
 * on its live channel (builder/site/liveEvents.js), and the open page reloads on the same section, or shows over the
 * last good page what the save broke. Nothing is compiled.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const sirv = require('sirv');
const { APPS, ROOT, cacheDir, contentDir } = require('../apps');
const { readContent, readContentFor } = require('../content');
const { appFiles } = require('./appFiles');
const { readDevelopmentEngine } = require('./engine');
const { LiveEvents } = require('./liveEvents');
const { problemLine, problemsOf } = require('./problems');
const { writeFiles } = require('./writeFiles');
/** Saves come in bursts (an editor writes a file and its backup): one build for the burst. */
const SETTLE_MS = 40;

/** The build of one app's files as a page's live channel names it: a hash of every file. */
function hashOf(files) {
  const hash = crypto.createHash('sha256');
  for (const { file, source } of [...files].sort((a, b) => (a.file < b.file ? -1 : 1))) hash.update(file).update(source);
  return hash.digest('hex').slice(0, 20);
}

/** One app: its server, its live channel, its last good files. */
class LiveApp {
  constructor(name) {
    this.name = name;
    this.engine = readDevelopmentEngine(name);
    this.config = require(path.join(ROOT, APPS[name].dir, 'site.config.js'));
    this.made = path.join(cacheDir('folio-start'), APPS[name].dir);
    this.live = new LiveEvents(name);
    /** What its last build read outside content/ (a part built beside the site): watched too. */
    this.outside = [];
  }

  send(message) {
    this.live.send(message);
  }

  /** Makes the app's files from the content (or says why it cannot): whether the page should hear of it. */
  async build(read) {
    this.send({ building: true });
    if (read.error) {
      this.send({ hash: this.hash ?? '', problems: problemsOf([read.error]), warnings: [] });
      return;
    }
    const made = await appFiles(this.config, { content: read.content, production: false, entry: this.engine.entry });
    const inContent = (file) => !path.relative(contentDir(), file).startsWith('..');
    this.outside = [...made.watched].filter((file) => !inContent(file));
    for (const line of made.lines) console.log(line);
    const problems = problemsOf(made.errors);
    for (const problem of problems) console.error(`✖ ${APPS[this.name].dir}: ${problemLine(problem)}`);
    // What the build could not make stays as it was: the page keeps its last good files.
    if (problems.length === 0) {
      fs.rmSync(this.made, { recursive: true, force: true });
      writeFiles(this.made, made.files);
      this.hash = hashOf(made.files);
    }
    this.send({ hash: this.hash ?? '', problems, warnings: problemsOf(made.warnings) });
  }

  handler() {
    const headers = (res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      // Asked again on every load, answered 304 when unchanged: the packages come from the browser's cache.
      res.setHeader('Cache-Control', 'no-cache');
    };
    const made = sirv(this.made, { dev: true, etag: true, setHeaders: headers });
    const code = sirv(this.engine.files, { dev: true, etag: true, setHeaders: headers });
    return (req, res) => {
      if (this.live.serve(req, res)) return;
      made(req, res, () =>
        code(req, res, () => {
          res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
          res.end('Not found\n');
        }),
      );
    };
  }
}

/** The content as the apps read it, read once, or the error that rejects the save (every app shows it). */
function readSaved() {
  try {
    return { content: readContent() };
  } catch (error) {
    if (error.name !== 'ContentError') throw error;
    return { error: Object.assign(new Error(error.message), { file: error.location?.file, loc: error.location ? { start: { line: error.location.line } } : undefined }) };
  }
}

/**
 * @param {{ ports?: Partial<Record<keyof typeof APPS, number>> }} [options]
 * @returns {Promise<{ close(): Promise<void>, rebuild(): Promise<void> }>}
 */
async function startSite({ ports = {} } = {}) {
  const apps = Object.keys(APPS).map((name) => new LiveApp(name));
  const rebuild = async () => {
    const saved = readSaved();
    for (const app of apps) await app.build(saved.error ? saved : { content: readContentFor(app.name, saved.content) });
  };
  await rebuild();
  const servers = await Promise.all(
    apps.map(
      (app) =>
        new Promise((resolve, reject) => {
          const server = http.createServer(app.handler());
          server.once('error', reject);
          server.listen(ports[app.name] ?? APPS[app.name].devPort, () => resolve(server));
        }),
    ),
  );
  let timer = null;
  let running = Promise.resolve();
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(rebuild, rebuild).then(watchOutside);
    }, SETTLE_MS);
  };
  const watcher = fs.watch(contentDir(), { recursive: true }, changed);
  // The folders the builds read outside content/ (a part built beside the site, `from`): its new build shows as a save does.
  const outside = new Map();
  const watchOutside = () => {
    const wanted = new Set(apps.flatMap((app) => app.outside).filter((file) => fs.existsSync(file)));
    for (const [file, watching] of outside) {
      if (wanted.has(file)) continue;
      watching.close();
      outside.delete(file);
    }
    for (const file of wanted) if (!outside.has(file)) outside.set(file, fs.watch(file, { recursive: true }, changed));
  };
  watchOutside();
  console.log(`Your site: http://localhost:${ports.shell ?? APPS.shell.devPort}/ (each save in content/ shows on the open page; Ctrl-C stops it)`);
  return {
    rebuild,
    close: async () => {
      watcher.close();
      for (const watching of outside.values()) watching.close();
      clearTimeout(timer);
      for (const app of apps) app.live.close();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

if (require.main === module) {
  startSite().catch((error) => {
    console.error(`✖ ${error.message}`);
    process.exitCode = 1;
  });
}

module.exports = { startSite, hashOf };
