/** How webpack reads each kind of source file. */
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ROOT, SOURCE_DIRS } = require('../apps');

/**
 * TypeScript through ts-loader, transpile only: each file is compiled on its own (the code is
 * written for isolatedModules), and type checking is `npm run typecheck`, once for the whole house.
 * The engine's own source only: in an owner's project the engine itself lies in node_modules.
 */
function scriptRule(production) {
  return {
    test: /\.tsx?$/,
    include: SOURCE_DIRS,
    exclude: (file) => path.relative(ROOT, file).split(path.sep).includes('node_modules'),
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.join(ROOT, 'tsconfig.base.json'),
        // No ambient types: the test types tsconfig.base.json names are not in an owner's install.
        compilerOptions: { noEmit: false, sourceMap: true, jsx: production ? 'react-jsx' : 'react-jsxdev', types: [] },
      },
    },
  };
}

/**
 * Stylesheets, extracted to files, in the cascade layer `portfolio`: the owner's styles.css, which
 * each page links (builder/ownerStyles.js), is outside it, so the owner's rules win.
 */
function styleRule() {
  return {
    test: /\.css$/,
    resourceQuery: { not: [/inline/] },
    // importLoaders: a sheet the project's sheets @import goes into the layer too.
    use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 1 } }, path.join(__dirname, 'portfolioLayerLoader.js')],
  };
}

/**
 * A stylesheet imported as text (`./x.css?inline`), in the same layer, for a lazily loaded chunk to
 * adopt (shared/src/frame/adoptStyles.ts): a stylesheet chunk would put webpack's loader of
 * stylesheets in the app's first chunk, which every visit loads.
 */
function inlineStyleRule() {
  return {
    test: /\.css$/,
    resourceQuery: /inline/,
    type: 'asset/source',
    use: [path.join(__dirname, 'portfolioLayerLoader.js')],
  };
}

/** Files every app ships as they are (the owner's media, the CV source). */
const ASSET_FILES = /\.(webm|mp4|m4v|mov|webp|avif|jpe?g|png|svg|mp3|tex)$/i;

module.exports = { scriptRule, styleRule, inlineStyleRule, ASSET_FILES };
