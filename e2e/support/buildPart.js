/**
 * node e2e/support/buildPart.js <webpack|rspack> <outDir> [<sourceDir>]
 * Builds the example part (examples/part with webpack, examples/part-rspack with Rspack) into
 * outDir, as its owner's `npm run build` would: in a process of its own, where Node.js loads
 * @rspack/core (an ES module) as it is. With sourceDir, the page in sourceDir/src instead (an
 * owner's edit of it).
 */
const path = require('node:path');

const [toolchain, outDir, sourceDir] = process.argv.slice(2);
const ROOT = path.join(__dirname, '..', '..');
const [compile, configFile] =
  toolchain === 'rspack' ? [require('@rspack/core').rspack, path.join(ROOT, 'examples', 'part-rspack', 'rspack.config.js')] : [require('webpack'), path.join(ROOT, 'examples', 'part', 'webpack.config.js')];

const config = require(configFile)({ out: outDir });
if (sourceDir) {
  // Its packages and loaders are this repository's, wherever the page is.
  const modules = ['node_modules', path.join(ROOT, 'node_modules')];
  Object.assign(config, { context: sourceDir, resolve: { ...config.resolve, modules }, resolveLoader: { modules } });
}

compile(config, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exitCode = 1;
  }
});
