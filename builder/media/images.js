/**
 * The one image pipeline of the build: every image made from the owner's files (the home picture,
 * the PWA icons, the share card) goes through renderImage(), with sharp. Results are cached on disk,
 * keyed by the input's bytes and the options, so an unchanged picture costs nothing on rebuild.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { cacheDir } = require('../apps');

/** Bump when the encoding below changes, so cached outputs made the old way are not reused. */
const PIPELINE_VERSION = 2;

const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'];
const FORMATS = ['avif', 'webp', 'jpeg', 'png'];

const AVIF_EFFORT = 3;

/** Defaults tuned for photos at small sizes: visually clean, well inside the media budget. */
const DEFAULT_QUALITY = { avif: 50, webp: 72, jpeg: 78, png: 100 };

class MediaError extends Error {
  constructor(message) {
    super(message);
    this.name = 'MediaError';
  }
}

/** Where made media are kept between builds, by what they are made from (node_modules/.cache, or MEDIA_CACHE_DIR). */
function mediaCacheDir() {
  return process.env.MEDIA_CACHE_DIR || cacheDir('portfolio-media');
}

/** content/media/profile.<ext>: exactly one, in a format the pipeline reads. */
function findProfilePicture(contentDir) {
  const folder = path.join(contentDir, 'media');
  const entries = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  const pictures = entries.filter((file) => {
    const match = /^profile\.([^.]+)$/i.exec(file);
    return match && PICTURE_EXTENSIONS.includes(match[1].toLowerCase());
  });
  if (pictures.length === 1) return path.join(folder, pictures[0]);
  const wanted = `profile.<${PICTURE_EXTENSIONS.join('|')}>`;
  if (pictures.length === 0) {
    const near = entries.filter((file) => /^profile\./i.test(file));
    throw new MediaError(
      `${folder}: no profile picture found: add exactly one ${wanted}` +
        (near.length ? ` (found ${near.join(', ')}, which is not a supported format)` : ''),
    );
  }
  throw new MediaError(`${folder}: ${pictures.length} profile pictures found (${pictures.sort().join(', ')}): keep exactly one ${wanted}`);
}

/** The options that decide the output, normalised, so equal requests share one cache entry. */
function normaliseOptions(options) {
  const { width, height, format, fit = 'cover', position = 'attention', background, padding = 0, quality } = options;
  if (!FORMATS.includes(format)) throw new MediaError(`renderImage: format must be one of ${FORMATS.join(', ')} (got ${format})`);
  for (const [name, value] of [['width', width], ['height', height]]) {
    if (!Number.isInteger(value) || value < 1) throw new MediaError(`renderImage: ${name} must be a positive whole number (got ${value})`);
  }
  if (fit !== 'cover' && fit !== 'contain') throw new MediaError(`renderImage: fit must be "cover" or "contain" (got ${fit})`);
  if (!(padding >= 0 && padding < 0.5)) throw new MediaError(`renderImage: padding must be a fraction from 0 to 0.5 (got ${padding})`);
  return {
    width,
    height,
    format,
    fit,
    position,
    background: background ?? null,
    padding,
    quality: quality ?? DEFAULT_QUALITY[format],
  };
}

function inputBytes(input) {
  if (Buffer.isBuffer(input)) return input;
  try {
    return fs.readFileSync(input);
  } catch (error) {
    throw new MediaError(`${input}: cannot be read (${error.code || error.message})`);
  }
}

/** The cache key: the input's content and every option that changes the output. */
function cacheKey(bytes, options) {
  return crypto
    .createHash('sha256')
    .update(`v${PIPELINE_VERSION}\0${JSON.stringify(options)}\0`)
    .update(bytes)
    .digest('hex');
}

async function encode(bytes, options, label) {
  const sharp = require('sharp');
  const { width, height, format, fit, position, background, padding, quality } = options;
  const innerWidth = Math.max(1, Math.round(width * (1 - 2 * padding)));
  const innerHeight = Math.max(1, Math.round(height * (1 - 2 * padding)));
  let image = sharp(bytes, { failOn: 'error' }).rotate();
  image = image.resize(innerWidth, innerHeight, {
    fit,
    position: fit === 'cover' ? position : 'centre',
    background: background || { r: 0, g: 0, b: 0, alpha: 0 },
  });
  if (padding > 0) {
    const left = Math.floor((width - innerWidth) / 2);
    const top = Math.floor((height - innerHeight) / 2);
    image = image.extend({
      left,
      right: width - innerWidth - left,
      top,
      bottom: height - innerHeight - top,
      background: background || { r: 0, g: 0, b: 0, alpha: 0 },
    });
  }
  if (background || format === 'jpeg') image = image.flatten({ background: background || '#ffffff' });
  const encoders = {
    // Effort 3, not sharp's 4: on the home picture it encodes three to four times faster (a real
    // 1200 px photo: 0.4 s, not 1 s; most of a cold site build) for 5-13 % more bytes (~300 B).
    avif: (img) => img.avif({ quality, effort: AVIF_EFFORT }),
    webp: (img) => img.webp({ quality }),
    jpeg: (img) => img.jpeg({ quality, mozjpeg: true }),
    png: (img) => img.png({ compressionLevel: 9 }),
  };
  try {
    return await encoders[format](image).toBuffer();
  } catch (error) {
    throw new MediaError(`${label}: is not an image the build can read (${error.message})`);
  }
}

/** The encodings under way in this process, by their cache file. */
const encoding = new Map();

/**
 * Resizes, crops and encodes one image. `input` is a file path or a Buffer (an SVG Buffer works).
 * @returns {Promise<Buffer>}
 */
async function renderImage(input, rawOptions) {
  const options = normaliseOptions(rawOptions);
  const bytes = inputBytes(input);
  const key = cacheKey(bytes, options);
  const cached = path.join(mediaCacheDir(), `${key}.${options.format}`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  // The same picture asked for again while it is being made (beside many posts, in every page of a
  // build) waits for that one encoding instead of starting its own.
  const pending = encoding.get(cached);
  if (pending) return pending;
  const made = encode(bytes, options, Buffer.isBuffer(input) ? 'image' : input)
    .then((output) => {
      fs.mkdirSync(mediaCacheDir(), { recursive: true });
      // Written aside then renamed, so a build stopped midway never leaves a truncated cache entry.
      const partial = `${cached}.${process.pid}.tmp`;
      fs.writeFileSync(partial, output);
      fs.renameSync(partial, cached);
      return output;
    })
    .finally(() => encoding.delete(cached));
  encoding.set(cached, made);
  return made;
}

module.exports = { renderImage, findProfilePicture, mediaCacheDir, cacheKey, normaliseOptions, MediaError, PICTURE_EXTENSIONS, FORMATS, DEFAULT_QUALITY };
