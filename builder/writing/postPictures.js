/**
 * A picture beside one of the owner's posts or pages, made web-ready through the one image pipeline
 * (builder/media/images.js): AVIF and WebP in the widths the post's column needs (never wider than
 * the picture), a fallback in its own format, and its size, so the page keeps its place while it
 * loads. A drawing (SVG) or an animation (GIF) ships as it is, with its size.
 */
const fs = require('node:fs');
const path = require('node:path');
const { renderImage } = require('../media/images');
const { POST_PICTURE } = require('../media/sizes');
const { contentHash } = require('../site/html');

const MADE = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);

/** The picture's shown size: EXIF orientations 5 to 8 turn it a quarter (the pipeline rotates it upright). */
function uprightSize({ width, height, orientation }) {
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * @param {string} full  the picture's file
 * @returns {Promise<{ files: { file: string, source: Buffer }[], src: string, width?: number, height?: number, sources: { type: string, srcSet: string }[] }>}
 *   `src`, `srcSet`: addresses in the Writing remote's folder
 */
/**
 * @param {string} full  the picture's file
 * @param {string} [name]  what its files are named after (default: its own name; a fetched picture's: its address's)
 */
function madePicture(full, name = path.basename(full)) {
  const bytes = fs.readFileSync(full);
  // The same picture beside many posts (a template's figure) is made once.
  const key = `${name}\n${contentHash(bytes)}`;
  if (!madeBefore.has(key)) madeBefore.set(key, make(full, bytes, name));
  return madeBefore.get(key);
}

/** What this process made, by the picture's name and bytes. */
const madeBefore = new Map();

async function make(full, bytes, name) {
  const sharp = require('sharp');
  const ext = path.extname(full).toLowerCase();
  const stem = path.basename(name, path.extname(name)).replace(/[^\w-]+/g, '-') || 'picture';
  const named = (source, suffix, extension) => ({ file: `static/media/${stem}${suffix}.${contentHash(source)}${extension}`, source });
  const metadata = await sharp(bytes, { failOn: 'error' }).metadata();
  const { width, height } = uprightSize(metadata);
  if (!MADE.has(ext) || !width || !height) {
    const file = named(bytes, '', ext);
    return { files: [file], src: file.file, ...(width && height ? { width, height } : {}), sources: [] };
  }
  const widths = [...new Set([...POST_PICTURE.widths.filter((each) => each < width), Math.min(width, POST_PICTURE.widths.at(-1))])];
  const heightAt = (each) => Math.max(1, Math.round((each * height) / width));
  const fallback = ext === '.png' ? 'png' : 'jpeg';
  const fallbackWidth = Math.min(width, POST_PICTURE.fallbackWidth);
  const [sources, fallbackFile] = await Promise.all([
    Promise.all(
      POST_PICTURE.formats.map(async (format) => {
        const made = await Promise.all(widths.map(async (each) => ({ each, ...named(await renderImage(full, { width: each, height: heightAt(each), format }), `-${each}`, `.${format}`) })));
        return { type: `image/${format}`, made };
      }),
    ),
    renderImage(full, { width: fallbackWidth, height: heightAt(fallbackWidth), format: fallback }).then((source) => named(source, `-${fallbackWidth}`, fallback === 'png' ? '.png' : '.jpg')),
  ]);
  return {
    files: [...sources.flatMap(({ made }) => made.map(({ file, source }) => ({ file, source }))), fallbackFile],
    src: fallbackFile.file,
    width: fallbackWidth,
    height: heightAt(fallbackWidth),
    sources: sources.map(({ type, made }) => ({ type, srcSet: made.map(({ file, each }) => `${file} ${each}w`).join(', ') })),
  };
}

module.exports = { madePicture, POST_PICTURE };
