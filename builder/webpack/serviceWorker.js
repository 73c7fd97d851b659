/**
 * The shell's service worker: its code compiled to sw.js, a child compilation of the shell's with
 * the same loaders. The code takes nothing from the content, so sw.js is the same file for every
 * site; what it knows of a site is sw-data.js, which the site build writes (builder/serviceWorkerData.js).
 */
const { EntryPlugin } = require('webpack');

const NAME = 'ServiceWorkerPlugin';

class ServiceWorkerPlugin {
  /** @param {{ src: string }} options  the worker's source (shell/src/sw/serviceWorker.ts) */
  constructor({ src }) {
    this.src = src;
  }

  apply(compiler) {
    compiler.hooks.make.tapPromise(NAME, (compilation) => {
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
    });
  }
}

module.exports = { ServiceWorkerPlugin };
