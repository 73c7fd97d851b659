/**
 * Precompressed copies (.gz, .br) for servers that send them as they are (nginx gzip_static and
 * brotli_static, the preview server): the engine build makes its files' (builder/webpack/plugins.js),
 * the site build its own, by the same rule.
 */
const { promisify } = require('node:util');
const zlib = require('node:zlib');

// Asynchronous: the copies are made on libuv's threads, side by side and beside the build's own work.
const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

const COMPRESSIBLE = /\.(js|css|html|json|tex|svg)$/;
const COMPRESS_FROM_BYTES = 1024;
/** A copy that saves less than a fifth is not worth a file. */
const COMPRESSED_AT_MOST = 0.8;

/**
 * Brotli's best quality costs ~1-3 ms per KB (a 2 MB publications list: 6.3 s); quality 10 is 2 to 7
 * times faster for 3–5 % more bytes, 9 a hundred times faster for ~20 % more. Pages and the CV text
 * stay at 11; a large data file is made in well under a second. A build of many files (an owner's
 * hundreds of posts, each a document and a data file) takes 6 for all but the small ones: on a
 * post's 45 KB document, 1.9 ms instead of 55 for 10 % more bytes (about 1 KB); at 11, a thousand
 * posts cost a minute and a half of compression, in the build and again in the site's assembly.
 */
const MANY_FILES = 200;
function brotliQuality(length, files = 1) {
  if (length <= (files > MANY_FILES ? 8 : 128) * 1024) return 11;
  if (files > MANY_FILES) return 6;
  return length <= 512 * 1024 ? 10 : 9;
}

/**
 * The .gz and .br copies of a file worth compressing.
 * @param {{ file: string, source: string | Buffer }} made
 * @param {number} [files]  how many files the build compresses
 * @returns {Promise<{ file: string, source: Buffer }[]>}
 */
async function precompressed({ file, source }, files = 1) {
  if (!COMPRESSIBLE.test(file)) return [];
  const bytes = Buffer.from(source);
  if (bytes.length < COMPRESS_FROM_BYTES) return [];
  const copies = await Promise.all([
    gzip(bytes, { level: 9 }).then((compressed) => ({ file: `${file}.gz`, source: compressed })),
    brotliCompress(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(bytes.length, files), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).then((compressed) => ({ file: `${file}.br`, source: compressed })),
  ]);
  return copies.filter((copy) => copy.source.length <= bytes.length * COMPRESSED_AT_MOST);
}

/** The files and their precompressed copies. */
async function withPrecompressed(files) {
  return [...files, ...(await Promise.all(files.map((made) => precompressed(made, files.length)))).flat()];
}

module.exports = { COMPRESSIBLE, COMPRESS_FROM_BYTES, COMPRESSED_AT_MOST, precompressed, withPrecompressed };
