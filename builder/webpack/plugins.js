/** Precompression of the engine build's files (builder/site/precompress.js says the rule). */
const CompressionPlugin = require('compression-webpack-plugin');
const { COMPRESSIBLE, COMPRESS_FROM_BYTES, COMPRESSED_AT_MOST } = require('../site/precompress');

function precompress() {
  const rule = { test: COMPRESSIBLE, threshold: COMPRESS_FROM_BYTES, minRatio: COMPRESSED_AT_MOST };
  return [
    new CompressionPlugin({ ...rule, algorithm: 'gzip', filename: '[path][base].gz' }),
    new CompressionPlugin({ ...rule, algorithm: 'brotliCompress', filename: '[path][base].br' }),
  ];
}

module.exports = { precompress };
