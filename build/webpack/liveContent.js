/**
 * The owner's content as one build reads it: site.json, the CV PDF and the languages. A production
 * build reads it once, before webpack starts (a broken file ends the build, naming the file and the
 * field). Under `npm start` it is read again for every build, so an edit to site.json or a
 * translation reaches the open page; an edit the checks reject is a build error with its file and
 * line (the overlay shows it) while the last good content stays in use.
 */
const fs = require('node:fs');
const path = require('node:path');
const { WebpackError } = require('webpack');
const { contentDir } = require('../apps');
const { exitOnContentError, readContent } = require('../content');

/** What a change is judged by (the PDF by name and size, not its bytes). */
const fingerprint = ({ site, cvPdf, languages }) => JSON.stringify({ site, languages, pdf: cvPdf && [cvPdf.file, cvPdf.bytes] });

/** The content files every app's build reads: site.json, each translation's site.json, the CV PDF. */
function watchedFiles({ cvPdf }) {
  const dir = contentDir();
  const translations = path.join(dir, 'translations');
  const translated = fs.existsSync(translations) ? fs.readdirSync(translations).map((name) => path.join(translations, name, 'site.json')) : [];
  return [path.join(dir, 'site.json'), ...translated, ...(cvPdf ? [cvPdf.path] : [])];
}

class LiveContent {
  /** @param {{ live: boolean }} options  live: read again for each build (development) */
  constructor({ live }) {
    this.live = live;
    this.current = exitOnContentError(readContent);
    /** Counts the changes: what is made from the content is made again when it moves on. */
    this.version = 0;
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

  /** The webpack plugin that reads the content again for each build (development only). */
  plugin() {
    return {
      apply: (compiler) => {
        let problem = null;
        compiler.hooks.thisCompilation.tap('LiveContent', (compilation) => {
          // Files, not folders: a CV edit is the CV remote's alone, and must not rebuild every app.
          const files = watchedFiles(this.current);
          for (const file of files) compilation.fileDependencies.add(file);
          // The first build uses what the constructor read; later ones read again only when a
          // content file changed (a code edit reads nothing), and keep a broken save's error.
          const changed = compiler.modifiedFiles;
          if (!changed || !files.some((file) => changed.has(file))) {
            if (changed && problem) compilation.errors.push(problem);
            return;
          }
          problem = null;
          try {
            const next = readContent();
            if (fingerprint(next) === fingerprint(this.current)) return;
            this.current = next;
            this.version += 1;
          } catch (error) {
            if (error.name !== 'ContentError') throw error;
            problem = new WebpackError(error.message);
            if (error.location) {
              problem.file = error.location.file;
              problem.loc = { start: { line: error.location.line } };
            }
            compilation.errors.push(problem);
          }
        });
      },
    };
  }
}

module.exports = { LiveContent, watchedFiles };
