/**
 * The engine's Node.js side, built: its TypeScript modules (engineNodeModules.js) as one
 * CommonJS bundle, engine/node/modules.js, and the pages' two inline scripts minified,
 * engine/node/inlineScripts.json (builder/site/inlineScripts.js). An installed engine loads these
 * (builder/engineModules.js). The packages those modules use (zod, for the content schema) are in
 * the bundle, only the part the modules use (zod's English messages, not its 60 languages): an
 * owner installs none of them (zod: 8 MB).
 */
const fs = require('node:fs');
const path = require('node:path');
const { SHARED_DIR, engineDir } = require('../apps');
const { scriptRule } = require('./rules');
const { INLINE_SCRIPTS_FILE, minifiedInlineScripts } = require('../site/inlineScripts');
const { persistentCache } = require('./cache');

const OUT = engineDir('node');

/** Writes the minified inline scripts beside the bundle. */
class InlineScriptsPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('InlineScriptsPlugin', () => {
      fs.writeFileSync(path.join(OUT, INLINE_SCRIPTS_FILE), `${JSON.stringify(minifiedInlineScripts(), null, 2)}\n`);
    });
  }
}

function nodeModulesConfig({ mode }) {
  return {
    name: 'node',
    mode,
    target: 'node',
    cache: persistentCache('engine-node'),
    entry: path.join(__dirname, '..', '..', 'engineNodeModules.js'),
    devtool: false,
    output: { path: OUT, filename: 'modules.js', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.ts', '.tsx', '.js'], alias: { '@portfolio/shared': SHARED_DIR } },
    // The apps' own TypeScript rule: one compiler for every bundle (issue 20). It costs this
    // repository's `npm run build` 3 % (1.03× SWC's time, median of 5 paired runs, 2026-12-07).
    module: { rules: [scriptRule(mode === 'production')] },
    plugins: [new InlineScriptsPlugin()],
    // Read by Node.js, not downloaded: readable stack traces are worth more than bytes.
    optimization: { minimize: false, concatenateModules: false, usedExports: false },
    stats: 'errors-warnings',
  };
}

module.exports = { nodeModulesConfig };
