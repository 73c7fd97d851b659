/** The small webpack plugins every app's build uses. */
const fs = require('node:fs');
const { Compilation, DefinePlugin, WebpackError, sources } = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { headersFile, nginxConf } = require('../hosting/hostFiles');

/**
 * Emits files that are not webpack modules: `files(compilation)` gives (a promise of) `{ file, source }`
 * (string or Buffer). `madeFrom()` names the folders and files they are made from (one not there yet too),
 * so a watching build runs again when one changes or appears.
 * Files that cannot be made (a CV folder that does not resolve) are a build error with the reason,
 * which names the owner's file and line: a build stops, `npm start` shows it over the last good page.
 */
class EmitFilesPlugin {
  constructor(files, madeFrom = () => []) {
    this.files = files;
    this.madeFrom = madeFrom;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'EmitFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const source of this.madeFrom()) {
            const stat = fs.statSync(source, { throwIfNoEntry: false });
            (stat?.isDirectory() ? compilation.contextDependencies : stat ? compilation.fileDependencies : compilation.missingDependencies).add(source);
          }
          let files;
          try {
            files = await this.files(compilation);
          } catch (error) {
            compilation.errors.push(new WebpackError(error.message));
            return;
          }
          for (const { file, source } of files) compilation.emitAsset(file, new sources.RawSource(source));
        },
      );
    });
  }
}

/** Writes the host files (_headers, nginx.conf) of an app's dist, from the policy module. */
class HostFilesPlugin {
  constructor(layout) {
    this.layout = layout;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'HostFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('_headers', new sources.RawSource(headersFile(this.layout)));
        compilation.emitAsset('nginx.conf', new sources.RawSource(nginxConf(this.layout)));
      });
    });
  }
}

const COMPRESSIBLE = /\.(js|css|html|json|tex|svg)$/;

/** Precompressed copies for servers that serve them (nginx gzip_static/brotli_static, the preview). */
function precompress() {
  return [
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 1024 }),
  ];
}

/**
 * The build-time constants of every app (globals.d.ts declares them): the mode, and the app's own
 * switches. The owner's content is not among them: the page carries it (build/pageContent.js), so
 * the code is the same whatever the content. A production build writes them once. Under
 * `npm start` each is read from the content as it is when a module using it is built, and
 * versioned by its value, so a save rebuilds exactly the modules that use what changed.
 */
function constants({ mode, content, define }) {
  const values = content.derive(() => {
    const { site } = content.used;
    return {
      __DEV__: mode !== 'production',
      ...(define ? define({ mode, site }) : {}),
    };
  });
  const code = (key) => JSON.stringify(values()[key]);
  const live = (key) => DefinePlugin.runtimeValue(() => code(key), { version: () => code(key) });
  return new DefinePlugin(Object.fromEntries(Object.keys(values()).map((key) => [key, mode === 'production' ? code(key) : live(key)])));
}

module.exports = { EmitFilesPlugin, HostFilesPlugin, precompress, constants };
