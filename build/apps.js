/**
 * The apps of the house and where their files are: the one table every build step, tool and test
 * reads, so a port or a folder is named once.
 */
const path = require('node:path');

const ROOT = path.join(__dirname, '..');

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

/** The owner's content folder: content/, or CONTENT_DIR. */
function contentDir() {
  return path.resolve(ROOT, process.env.CONTENT_DIR || 'content');
}

/**
 * Where an app's production build goes: `<app>/dist`, or `<DIST_ROOT>/<app>` when DIST_ROOT is set,
 * so a build of other content (CONTENT_DIR, in tests) never overwrites the usual one.
 */
function distDir(appDir) {
  return process.env.DIST_ROOT ? path.join(path.resolve(ROOT, process.env.DIST_ROOT), appDir) : path.join(ROOT, appDir, 'dist');
}

/**
 * A path as build messages name it: relative to the checkout ("content/music"), or absolute when it
 * lies outside (a CONTENT_DIR elsewhere), where "../../…" would only confuse.
 */
function displayPath(file) {
  const relative = path.relative(ROOT, file);
  if (relative === '') return file;
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

module.exports = { ROOT, APPS, REMOTE_NAMES, contentDir, displayPath, distDir };
