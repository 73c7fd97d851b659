/** How webpack reads each kind of source file. */
const path = require('node:path');
const { ROOT } = require('../apps');

/**
 * TypeScript through ts-loader, transpile only: each file is compiled on its own (the code is
 * written for isolatedModules), and type checking is `npm run typecheck`, once for the whole house.
 */
function scriptRule(production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.join(ROOT, 'tsconfig.base.json'),
        compilerOptions: { noEmit: false, sourceMap: true, jsx: production ? 'react-jsx' : 'react-jsxdev' },
      },
    },
  };
}

/** Files every app ships as they are (the owner's media, the CV source). */
const ASSET_FILES = /\.(webm|mp4|m4v|mov|webp|avif|jpe?g|png|svg|mp3|tex)$/i;

module.exports = { scriptRule, ASSET_FILES };
