/**
 * The owner's content as one app's build reads it: site.json, the CV PDF, the languages, and what
 * its pages carry (`page`, builder/pageContent.js). A production build reads it once, before webpack
 * starts (a broken file ends the build, naming the file and the field). Under `npm start` each
 * app's server watches the content files itself and builds again only when the part its app uses
 * (builder/contentUse.js) or its pages' content has changed: a save of the owner's intro builds the
 * shell alone. A save the checks reject is a build error of every app,
 * with its file and line (the overlay shows it once), while the last good content stays in use.
 */
const fs = require('node:fs');
const path = require('node:path');
const Watchpack = require('watchpack');
const { WebpackError } = require('webpack');
const { contentDir } = require('../apps');
const { contentUsedBy } = require('../contentUse');
const { exitOnContentError, readContentFor } = require('../content');

/** The content files an app's build may read: site.json, each translation's site.json, the CV PDF. */
function contentFiles({ cvPdf }) {
  const dir = contentDir();
  const translations = path.join(dir, 'translations');
  const translated = fs.existsSync(translations) ? fs.readdirSync(translations).map((name) => path.join(translations, name, 'site.json')) : [];
  return [path.join(dir, 'site.json'), ...translated, ...(cvPdf ? [cvPdf.path] : [])];
}

const unchanged = (app, one, other) =>
  JSON.stringify(contentUsedBy(app, one)) === JSON.stringify(contentUsedBy(app, other)) && JSON.stringify(one.page) === JSON.stringify(other.page);

/** A failed read as a build error (a ContentError's at its file and line). */
function buildProblemOf(error) {
  const problem = new WebpackError(error.message);
  if (error.location) {
    problem.file = error.location.file;
    problem.loc = { start: { line: error.location.line } };
  }
  return problem;
}

/**
 * What a save means for one app's build: `read` is the content as saved, or the build error of
 * the read that rejected it. It builds again when the part it uses changed, or when a problem comes or goes (a
 * broken save is every app's problem: a remote's own page shows it too).
 * @returns {{ build: boolean, content?: object, problem: Error | null }}  content: the new content, when its part changed
 */
function afterSave(app, { current, problem }, read) {
  if (read.error) return { build: true, problem: read.error };
  return !unchanged(app, read.content, current) ? { build: true, content: read.content, problem: null } : { build: problem !== null, problem: null };
}

class LiveContent {
  /** @param {{ app: string }} options  the build's app (builder/apps.js) */
  constructor({ app }) {
    this.app = app;
    this.current = exitOnContentError(() => readContentFor(app));
    /** Counts the changes: what is made from the content is made again when it moves on. */
    this.version = 0;
    /** The save the next build takes in (afterSave's answer), until it starts. */
    this.pending = null;
    /** Why the last save was rejected: every build shows it until a good save. */
    this.problem = null;
  }

  /** The part of the content this app's build uses (builder/contentUse.js). */
  get used() {
    return contentUsedBy(this.app, this.current);
  }

  /** `make(content)`, made again only when the content has changed. */
  derive(make) {
    let made;
    let at = -1;
    return () => {
      if (at !== this.version) {
        made = make(this.current);
        at = this.version;
      }
      return made;
    };
  }

  /** Whether the build about to run was started by a save of content this app uses. */
  get saved() {
    return this.pending !== null;
  }

  /** Reads the content again after a save, and starts a build if this app's part changed. */
  reread(compiler) {
    let read;
    try {
      read = { content: readContentFor(this.app) };
    } catch (error) {
      read = { error: buildProblemOf(error) };
    }
    // Judged against what the next build will take in: a save and its undo before that build start none.
    const latest = this.pending ? { current: this.pending.content ?? this.current, problem: this.pending.problem } : { current: this.current, problem: this.problem };
    const next = afterSave(this.app, latest, read);
    if (!next.build) return;
    this.pending = { content: next.content ?? this.pending?.content, problem: next.problem };
    compiler.watching?.invalidate();
  }

  /** The webpack plugin that follows the content's saves (development only). */
  plugin() {
    return {
      apply: (compiler) => {
        // webpack's own watcher only hears files a build depends on; the content files are none of
        // those, or every save of site.json would build every app.
        const watcher = new Watchpack({ aggregateTimeout: 20 });
        watcher.on('aggregated', () => this.reread(compiler));
        watcher.watch({ files: contentFiles(this.current), startTime: Date.now() });
        compiler.hooks.watchClose.tap('LiveContent', () => watcher.close());
        compiler.hooks.thisCompilation.tap('LiveContent', (compilation) => {
          if (this.pending) {
            const { content, problem } = this.pending;
            this.pending = null;
            this.problem = problem;
            if (content) {
              this.current = content;
              this.version += 1;
            }
          }
          if (this.problem) compilation.errors.push(this.problem);
        });
      },
    };
  }
}

module.exports = { LiveContent, afterSave };
