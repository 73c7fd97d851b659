/**
 * The shell's service worker: its code compiled to sw.js (a child compilation of the shell's, with
 * the same loaders), and what it knows of the site written to sw-data.js (build/serviceWorkerData.js).
 * The code takes nothing from the content, so sw.js is the same file for every site.
 */
const { Compilation, EntryPlugin, sources } = require('webpack');
const { SW_DATA_FILE, precacheEntries, serviceWorkerData, serviceWorkerDataScript } = require('../serviceWorkerData');

const NAME = 'ServiceWorkerPlugin';

/** What the home page loads: the page, its manifest, its scripts and styles. */
const PRECACHED = [/^index\.html$/, /^manifest\.webmanifest$/, /^static\/(js|css)\/[^/]+\.(js|css)$/];

/** Files of chunks that are only ever loaded on demand: cached when used, not precached. */
function onlyInLazyChunks(compilation, file) {
  const chunks = [...compilation.chunks].filter((chunk) => chunk.files.has(file) || chunk.auxiliaryFiles.has(file));
  return chunks.length > 0 && chunks.every((chunk) => !chunk.canBeInitial());
}

class ServiceWorkerPlugin {
  /**
   * @param {object} options
   * @param {string} options.src     the worker's source (shell/src/sw/serviceWorker.ts)
   * @param {() => object} options.site  the site's fields as they are now (content/site.json)
   */
  constructor({ src, site }) {
    this.src = src;
    this.site = site;
  }

  apply(compiler) {
    compiler.hooks.make.tapPromise(NAME, (compilation) => this.compileWorker(compiler, compilation));
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the pages are written (html-webpack-plugin), before precompression.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER - 10 }, () => {
        const files = compilation
          .getAssets()
          .filter(({ name }) => PRECACHED.some((pattern) => pattern.test(name)) && !onlyInLazyChunks(compilation, name))
          .map(({ name, source }) => ({ url: name, source: source.buffer() }));
        const data = serviceWorkerData(this.site(), precacheEntries(files));
        // Data, not code for the minimizer.
        compilation.emitAsset(SW_DATA_FILE, new sources.RawSource(serviceWorkerDataScript(data)), { minimized: true });
      });
    });
  }

  compileWorker(compiler, compilation) {
    const child = compilation.createChildCompiler(NAME, { path: compiler.options.output.path, filename: 'sw.js' }, []);
    child.context = compiler.context;
    new EntryPlugin(compiler.context, this.src, NAME).apply(child);
    return new Promise((resolve, reject) => {
      child.runAsChild((error, _entries, childCompilation) => {
        if (error) return reject(error);
        compilation.warnings.push(...childCompilation.warnings);
        compilation.errors.push(...childCompilation.errors);
        resolve();
      });
    });
  }
}

module.exports = { ServiceWorkerPlugin };
