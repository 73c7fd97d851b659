/**
 * Under this repository's `npm start`: the site build's files of one app (builder/site/appFiles.js:
 * its pages, data, media), made on each build of its dev server from the content as it is now
 * (builder/webpack/liveContent.js), so a save shows without a restart. The pages name the entry
 * scripts and styles of this build. Their problems are the build's errors and warnings (the page's
 * overlay shows them); what they read is watched.
 */
const fs = require('node:fs');
const { Compilation, WebpackError, sources } = require('webpack');
const { appFiles } = require('../site/appFiles');

const NAME = 'SiteFilesPlugin';

/** The entry's scripts and styles, in the order the page loads them. */
function entryOf(compilation) {
  const files = compilation.entrypoints.get('main').getFiles().filter((file) => !file.endsWith('.hot-update.js'));
  return { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
}

const problem = (error) => (error instanceof WebpackError ? error : Object.assign(new WebpackError(error.message), { file: error.file, loc: error.loc }));

class SiteFilesPlugin {
  /**
   * @param {object} config  the app's site.config.js
   * @param {import('./liveContent').LiveContent} content
   */
  constructor(config, content) {
    this.config = config;
    this.content = content;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const made = await appFiles(this.config, { content: this.content.current, production: false, entry: entryOf(compilation) });
        for (const file of made.watched) {
          const stat = fs.statSync(file, { throwIfNoEntry: false });
          (stat?.isDirectory() ? compilation.contextDependencies : stat ? compilation.fileDependencies : compilation.missingDependencies).add(file);
        }
        for (const line of made.lines) console.log(line);
        compilation.errors.push(...made.errors.map(problem));
        compilation.warnings.push(...made.warnings.map(problem));
        for (const { file, source } of made.files) compilation.emitAsset(file, new sources.RawSource(source));
      });
    });
  }
}

module.exports = { SiteFilesPlugin };
