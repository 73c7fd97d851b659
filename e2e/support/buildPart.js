/**
 * node e2e/support/buildPart.js <webpack|rspack> <outDir>
 * Builds the example part (examples/part with webpack, examples/part-rspack with Rspack) into
 * outDir, as its owner's `npm run build` would: in a process of its own, where Node.js loads
 * @rspack/core (an ES module) as it is.
 */
const path = require('node:path');

const [toolchain, outDir] = process.argv.slice(2);
const ROOT = path.join(__dirname, '..', '..');
const [compile, configFile] =
  toolchain === 'rspack' ? [require('@rspack/core').rspack, path.join(ROOT, 'examples', 'part-rspack', 'rspack.config.js')] : [require('webpack'), path.join(ROOT, 'examples', 'part', 'webpack.config.js')];

compile(require(configFile)({ out: outDir }), (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exitCode = 1;
  }
});
