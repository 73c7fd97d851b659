/**
 * Loads the shared TypeScript modules (content schema, theme, SEO tags, CV parser) into the node
 * build, so the build and the browser run the same code. Relative paths start at the repository root.
 */
const path = require('node:path');
const { createJiti } = require('jiti');
const { ROOT, SHARED_DIR } = require('./apps');

const jiti = createJiti(path.join(ROOT, 'package.json'), { alias: { '@portfolio/shared': SHARED_DIR } });

module.exports = { jiti };
