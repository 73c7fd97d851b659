/**
 * The packages a part builds, types and tests with, besides the engine: the ranges the engine's own
 * repository uses (its package.json; partPackages.test.js fails when the two drift apart), so a part
 * gets what the engine is built and tested with. webpack is pinned, as the engine pins it.
 */
const PART_PACKAGES = Object.freeze({
  '@module-federation/enhanced': '^2.9.2',
  '@types/node': '^20.19.43',
  '@types/react': '^19.3.0',
  '@types/react-dom': '^19.3.0',
  'css-loader': '^7.1.5',
  'mini-css-extract-plugin': '^2.10.2',
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  'ts-loader': '^9.6.2',
  typescript: '~6.0.3',
  webpack: '5.110.3',
});

module.exports = { PART_PACKAGES };
