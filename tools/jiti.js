/**
 * Loads this repository's TypeScript (the engine's modules, the e2e support) into its tools and
 * tests, from the sources. Relative paths start at the repository root. The engine's own Node.js
 * code loads its modules through builder/engineModules.js, which works in an owner's install too.
 */
const path = require('node:path');
const { createJiti } = require('jiti');

const ROOT = path.join(__dirname, '..');

const jiti = createJiti(path.join(ROOT, 'package.json'), { alias: { '@portfolio/shared': path.join(ROOT, 'shared') } });

module.exports = { jiti };
