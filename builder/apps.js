/**
 * The apps of the house and where their files are: the one table every build step, tool and test
 * reads, so a port or a folder is named once.
 */
const fs = require('node:fs');
const path = require('node:path');

/** The engine: this checkout, or the folio-federation package in an owner's node_modules. */
const ROOT = path.join(__dirname, '..');

/**
 * The owner's project: where content/ is read and the builds, site/ and caches go. In this
 * repository it is the checkout; the command line (cli/) sets FOLIO_PROJECT_DIR to the folder it
 * runs in, so an owner's site that holds only content/ builds with the engine from node_modules.
 */
const PROJECT = path.resolve(process.env.FOLIO_PROJECT_DIR || ROOT);

/**
 * Every app: its folder, dev-server port and production preview port; for remotes, the environment
 * variable and the site.json `deploy.remotes` key of their address, and their folder in site/.
 */
const APPS = {
  shell: { dir: 'shell', devPort: 3000, previewPort: 8080 },
  remote_cv: { dir: 'remote-cv', devPort: 3001, previewPort: 8081, urlEnv: 'REMOTE_CV_URL', key: 'cv' },
  remote_projects: { dir: 'remote-projects', devPort: 3002, previewPort: 8082, urlEnv: 'REMOTE_PROJECTS_URL', key: 'projects' },
  remote_music: { dir: 'remote-music', devPort: 3003, previewPort: 8083, urlEnv: 'REMOTE_MUSIC_URL', key: 'music' },
  remote_writing: { dir: 'remote-writing', devPort: 3004, previewPort: 8084, urlEnv: 'REMOTE_WRITING_URL', key: 'writing' },
};

const REMOTE_NAMES = Object.keys(APPS).filter((name) => name !== 'shell');

/** The shared package, which every app imports as @portfolio/shared (an alias where no workspace links it). */
const SHARED_DIR = path.join(ROOT, 'shared');

/** The build-time readers of the owner's files (readers/markdown/…): TypeScript that only Node.js runs. */
const READERS_DIR = path.join(ROOT, 'readers');

/** The engine's TypeScript: the apps, the shared package and the readers. */
const SOURCE_DIRS = [...Object.values(APPS).map((app) => path.join(ROOT, app.dir)), SHARED_DIR, READERS_DIR];

/** The owner's content folder: content/, or CONTENT_DIR. */
function contentDir() {
  return path.resolve(PROJECT, process.env.CONTENT_DIR || 'content');
}

/**
 * Where an app's production build goes: `<app>/dist` in this repository, `dist/<app>` in an owner's
 * project, or `<DIST_ROOT>/<app>` when DIST_ROOT is set, so a build of other content (CONTENT_DIR,
 * in tests) never overwrites the usual one.
 */
function distDir(appDir) {
  if (process.env.DIST_ROOT) return path.join(path.resolve(PROJECT, process.env.DIST_ROOT), appDir);
  return PROJECT === ROOT ? path.join(ROOT, appDir, 'dist') : path.join(PROJECT, 'dist', appDir);
}

/**
 * Where the engine build (webpack) puts each app's code, the same for any content: engine/<app> in
 * the engine's folder (this checkout, or the package, which ships it built). The site build reads it.
 */
function engineDir(appDir) {
  return path.join(ROOT, 'engine', appDir);
}

/**
 * Whether the engine's sources are here (its repository), or only what its build made of them (an
 * installed package carries no sources): what builds the engine, and where its Node.js modules and
 * inline scripts come from, follow from it.
 */
function hasEngineSources() {
  return fs.existsSync(path.join(SHARED_DIR, 'src'));
}

/** The one-origin site `build:site` assembles. */
function siteDir() {
  return path.join(PROJECT, 'site');
}

/** A cache folder of the build's own (webpack's, the media pipeline's…), kept with the project's packages. */
function cacheDir(name) {
  return path.join(PROJECT, 'node_modules', '.cache', name);
}

/**
 * A path as build messages name it: relative to the project ("content/music"), or absolute when it
 * lies outside (a CONTENT_DIR elsewhere), where "../../…" would only confuse.
 */
function displayPath(file) {
  const relative = path.relative(PROJECT, file);
  if (relative === '') return file;
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

module.exports = { ROOT, PROJECT, APPS, REMOTE_NAMES, SHARED_DIR, SOURCE_DIRS, cacheDir, contentDir, displayPath, distDir, engineDir, hasEngineSources, siteDir };
