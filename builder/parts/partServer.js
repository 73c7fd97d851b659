/**
 * `folio part:start` in a part's repository: its development build, watched, served on :3100 with
 * the site's live channel. `/` is the part on its own, in the site's frame and theme
 * (engine/part/harness.js), in its package.json's language (`?lang=ar` shows another); its
 * `mf-manifest.json` is what a site under `npm start` lists to compose this build, and the site's
 * open page hears each save too (shell/src/dev/liveShell.ts).
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const sirv = require('sirv');
const { cacheDir } = require('../apps');
const { engineModule } = require('../engineModules');
const { contentSecurityPolicy } = require('../hosting/policy');
const { pageContextOf } = require('../languages');
const { escapeHtml, htmlTemplate } = require('../site/html');
const { LiveEvents } = require('../site/liveEvents');
const { compilationProblems, problemLine, problemsOf } = require('../site/problems');
const { themeStyle } = require('../themeStyle');
const { HARNESS, PART_PORT, PartProjectError, fromPart, partWebpackConfig, readPartProject } = require('./partProject');

/** The standalone page's entry: React and the page behind an import, as a federated build must load shared modules. */
function writeHarnessEntry(project, dir) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'harness.js'), `import(${JSON.stringify(path.join(dir, 'mount.js'))});\n`);
  fs.writeFileSync(
    path.join(dir, 'mount.js'),
    `import { mountPartHarness } from ${JSON.stringify(path.join(HARNESS, 'harness.js'))};\nmountPartHarness(() => import(${JSON.stringify(project.page)}), ${JSON.stringify(project.title)});\n`,
  );
  return path.join(dir, 'harness.js');
}

/** The standalone page, in `lang`: the site's page template, theme and CSP (the part's policy admitted as the site admits it). */
function harnessPage(project, lang, scripts) {
  const { DEFAULT_ACCENT } = engineModule('shared/src/theme/palette.ts');
  const { canonicalTag, uiLanguageOf } = engineModule('shared/src/i18n/languages.ts');
  const tag = [lang, project.language].map((value) => value && canonicalTag(value)).find((value) => value && uiLanguageOf(value)) ?? 'en';
  const theme = { mode: 'auto', accent: DEFAULT_ACCENT };
  const html = htmlTemplate({
    title: escapeHtml(`${project.title} (standalone)`),
    description: null,
    site: { theme },
    head: `\n    <link rel="stylesheet" href="/__folio/harness.css" />${scripts.map((file) => `\n    <script defer src="/${file}"></script>`).join('')}`,
    context: pageContextOf([{ tag }], { tag, owner: {} }),
    content: { site: { theme } },
  });
  const csp = contentSecurityPolicy({ styles: [themeStyle(theme).hash], trustedTypes: [`${project.container}-webpack`] });
  return { html, csp };
}

/**
 * @param {{ dir?: string, port?: number }} [options]
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
async function startPart({ dir, port = Number(process.env.PORT) || PART_PORT } = {}) {
  const project = readPartProject(dir);
  const webpack = fromPart(project.dir, 'webpack');
  const out = cacheDir('folio-part');
  const files = path.join(out, 'files');
  const live = new LiveEvents(project.container);
  let scripts = [];
  let firstBuild;
  const built = new Promise((resolve) => (firstBuild = resolve));
  const serveFile = sirv(files, {
    dev: true,
    setHeaders: (res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', 'no-cache');
    },
  });
  const server = http.createServer(async (req, res) => {
    if (live.serve(req, res)) return;
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname === '/' || url.pathname === '/index.html') {
      await built;
      const { html, csp } = harnessPage(project, url.searchParams.get('lang') ?? project.language, scripts);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': csp });
      res.end(html);
      return;
    }
    if (url.pathname === '/__folio/harness.css') {
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(fs.readFileSync(path.join(HARNESS, 'harness.css')));
      return;
    }
    await built;
    serveFile(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      res.end('Not found\n');
    });
  });
  // The port first: taken, nothing is built for nothing.
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(error.code === 'EADDRINUSE' ? new PartProjectError(`Port ${port} is in use (another npm start?): stop what runs there, or start on another port: npm start -- --port ${port + 1}`) : error),
    );
    server.listen(port, resolve);
  });

  const entry = writeHarnessEntry(project, path.join(out, 'entry'));
  const compiler = webpack(partWebpackConfig(project, { mode: 'development', out: files, harness: entry }));
  compiler.hooks.invalid.tap('PartServer', () => live.send({ building: true }));
  const watching = compiler.watch({}, (error, stats) => {
    const problems = error ? problemsOf([error]) : compilationProblems(stats.compilation, 'errors');
    for (const problem of problems) console.error(`✖ ${problemLine(problem)}`);
    if (problems.length === 0) {
      scripts = [...stats.compilation.entrypoints.get('harness').getFiles()].filter((file) => file.endsWith('.js'));
      console.log(`✓ ${project.title} built (${stats.endTime - stats.startTime} ms)`);
    }
    live.send({ hash: stats?.hash ?? '', problems, warnings: error ? [] : compilationProblems(stats.compilation, 'warnings') });
    firstBuild();
  });
  const url = `http://localhost:${port}/`;
  console.log(`${project.title}: ${url} (each save in src/ shows on the open page; Ctrl-C stops it)`);
  console.log(`A site under npm start composes this build with, in its content/site.json "parts": { "title": ${JSON.stringify(project.title)}, "manifest": "${url}mf-manifest.json" }`);
  return {
    url,
    close: async () => {
      live.close();
      await new Promise((resolve) => watching.close(resolve));
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

module.exports = { startPart, harnessPage };
