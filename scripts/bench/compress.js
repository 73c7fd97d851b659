const zlib = require('node:zlib');

/**
 * A body's size as sent uncompressed and as a server would send it precompressed at the highest
 * settings (gzip -9, brotli quality 11): what a static host with compression would serve.
 */
function compressedSizes(body) {
  return {
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
  };
}

module.exports = { compressedSizes };
