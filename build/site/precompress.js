/**
 * Precompressed copies (.gz, .br) for servers that send them as they are (nginx gzip_static and
 * brotli_static, the preview server): the engine build makes its files' (build/webpack/plugins.js),
 * the site build its own, by the same rule.
 */
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|json|tex|svg)$/;
const COMPRESS_FROM_BYTES = 1024;
/** A copy that saves less than a fifth is not worth a file. */
const COMPRESSED_AT_MOST = 0.8;

/** The .gz and .br copies of a file worth compressing. */
function precompressed({ file, source }) {
  if (!COMPRESSIBLE.test(file)) return [];
  const bytes = Buffer.from(source);
  if (bytes.length < COMPRESS_FROM_BYTES) return [];
  return [
    { file: `${file}.gz`, source: zlib.gzipSync(bytes, { level: 9 }) },
    { file: `${file}.br`, source: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }) },
  ].filter((copy) => copy.source.length <= bytes.length * COMPRESSED_AT_MOST);
}

module.exports = { COMPRESSIBLE, COMPRESS_FROM_BYTES, COMPRESSED_AT_MOST, precompressed };
