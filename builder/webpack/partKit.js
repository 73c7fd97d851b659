/**
 * The part kit: what a part's repository (npm create @folio-federation -- --part) uses of the engine,
 * built into engine/part/ with the engine, so the package ships it compiled:
 * - index.js and index.d.ts, `@folio-federation/core/part` (the package's exports): the
 *   contract's version and types, declared from the engine's own source (shared/src/parts/partKit.ts);
 * - harness.js and harness.css: a part's standalone page in the site's frame and theme
 *   (shared/src/parts/mountPartHarness.tsx), which the part's development build bundles with its page,
 *   React left to it (builder/parts/partProject.js).
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { SHARED_DIR, engineDir } = require('../apps');
const { scriptRule, styleRule } = require('./rules');
const { persistentCache } = require('./cache');

const OUT = engineDir('part');
const KIT = path.join(SHARED_DIR, 'src', 'parts', 'partKit.ts');

/** The kit's declarations, from the sources, by the engine's TypeScript: a part's editor and `tsc` read these. */
class DeclarationsPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('DeclarationsPlugin', (compilation) => {
      const ts = require('typescript');
      const program = ts.createProgram([KIT], {
        declaration: true,
        emitDeclarationOnly: true,
        rootDir: path.join(SHARED_DIR, 'src'),
        outDir: path.join(OUT, 'types'),
        jsx: ts.JsxEmit.ReactJSX,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        target: ts.ScriptTarget.ES2022,
        skipLibCheck: true,
        types: [],
      });
      const { diagnostics } = program.emit();
      for (const diagnostic of diagnostics) compilation.errors.push(new webpack.WebpackError(`part kit declarations: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`));
      // A part imports its stylesheets (builder/parts/partProject.js): their types come with the kit's.
      fs.writeFileSync(path.join(OUT, 'styles.d.ts'), "/** A part's stylesheet, linked by its build: nothing to import from it. */\ndeclare module '*.css';\n");
      fs.writeFileSync(path.join(OUT, 'index.d.ts'), `/// <reference path="./styles.d.ts" />\nexport * from ${JSON.stringify('./types/parts/partKit')};\n`);
    });
  }
}

function partKitConfig({ mode }) {
  return {
    name: 'part-kit',
    mode,
    target: 'web',
    cache: persistentCache('engine-part-kit'),
    entry: { index: KIT, harness: path.join(SHARED_DIR, 'src', 'parts', 'mountPartHarness.tsx') },
    devtool: false,
    output: { path: OUT, filename: '[name].js', library: { type: 'commonjs-static' }, clean: true },
    // commonjs-static: `exports.PART_CONTRACT = …`, whose names Node.js sees when a part's test imports the kit.
    // The part's build brings React, shared with the site's as a singleton.
    externals: { react: 'react', 'react-dom': 'react-dom', 'react-dom/client': 'react-dom/client', 'react/jsx-runtime': 'react/jsx-runtime' },
    externalsType: 'commonjs',
    resolve: { extensions: ['.ts', '.tsx', '.js'], alias: { '@portfolio/shared': SHARED_DIR } },
    module: { rules: [scriptRule(true), styleRule()] },
    plugins: [new webpack.DefinePlugin({ __DEV__: 'false' }), new MiniCssExtractPlugin({ filename: '[name].css' }), new DeclarationsPlugin()],
    // Bundled again by the part's build, which minifies: readable here.
    optimization: { minimize: false, splitChunks: false },
    stats: 'errors-warnings',
  };
}

module.exports = { partKitConfig };
