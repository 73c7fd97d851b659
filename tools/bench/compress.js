const fs = require('node:fs');
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

/** A built file's gzip size: the build's own .gz beside it when there is one, else gzip -9 of it. */
function gzipSizeOfFile(file) {
  return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : compressedSizes(fs.readFileSync(file)).gzip;
}

module.exports = { compressedSizes, gzipSizeOfFile };
