/**
 * The owner's profile picture as the home page's <picture> needs it: AVIF, WebP and JPEG at 1x and 2x
 * of the displayed size through the one image pipeline, named by their bytes, and the data the page
 * carries (PageContent.picture): no app's code names the files, so a new photo changes no script.
 * Each file is kept within the media budget by lowering its quality, so an owner's 4000 px phone
 * photo ships as a few tens of kilobytes.
 */
const fs = require('node:fs');
const path = require('node:path');
const { renderImage, findProfilePicture } = require('./images');
const { MEDIA_BUDGET, formatBytes } = require('./budget');
const { PROFILE_PICTURE } = require('./sizes');
const { contentHash } = require('../site/html');

/** Quality steps tried in order until a file is within budget. */
const QUALITY_STEPS = { avif: [50, 40, 30, 22], webp: [72, 60, 48, 36], jpeg: [78, 66, 54, 42] };

async function withinBudget(input, width, format) {
  let output;
  for (const quality of QUALITY_STEPS[format]) {
    output = await renderImage(input, { width, height: width, format, quality });
    if (output.length <= MEDIA_BUDGET.homeImage) return output;
  }
  throw new Error(
    `${input}: the ${width}px ${format} is still ${formatBytes(output.length)} at the lowest quality, over the ${formatBytes(MEDIA_BUDGET.homeImage)} budget`,
  );
}

async function make(input) {
  const { size, densities, formats, sizesAttribute } = PROFILE_PICTURE;
  // All six side by side: sharp encodes off the main thread, and AVIF's encoder is the slow one.
  const sources = await Promise.all(
    formats.map(async (format) => ({
      type: `image/${format}`,
      candidates: await Promise.all(
        densities.map(async (density) => {
          const width = size * density;
          const output = await withinBudget(input, width, format);
          return { file: `static/media/profile-${width}.${contentHash(output)}.${format === 'jpeg' ? 'jpg' : format}`, source: output, width };
        }),
      ),
    })),
  );
  const files = sources.flatMap(({ candidates }) => candidates.map(({ file, source }) => ({ file, source })));
  const srcSet = (candidates) => candidates.map(({ file, width }) => `${file} ${width}w`).join(', ');
  return {
    files,
    // Addresses relative to the page's root (a language folder's page sets it as its <base>).
    picture: {
      width: size,
      height: size,
      sizes: sizesAttribute,
      sources: sources.map(({ type, candidates }) => ({ type, srcSet: srcSet(candidates) })),
      src: sources.at(-1).candidates[0].file,
    },
    report: { file: path.basename(input), before: fs.statSync(input).size, after: files.reduce((sum, { source }) => sum + source.length, 0), outputs: files.length },
  };
}

/**
 * What the last call made, by the photo's path, size and time: every page of every language and the
 * emit step ask in each build, and an owner's photo may be tens of megabytes (reading it for each
 * page to compare its bytes would be most of the work). The files are named by their own bytes.
 */
let made = { key: null, value: null };

/**
 * @param {string} contentDir
 * @returns {Promise<{ files: { file: string, source: Buffer }[], picture: object, report: object }>}
 *   `picture`: shared/src/content/pageContent.ts ProfilePicture; `report`: the media line's entry
 * @throws {Error} no picture, or several (MediaError, naming the folder), or one that cannot be made
 */
function profilePicture(contentDir) {
  const input = findProfilePicture(contentDir);
  const { size, mtimeMs } = fs.statSync(input);
  const key = `${input}\n${size}\n${mtimeMs}`;
  if (made.key !== key) made = { key, value: make(input) };
  return made.value;
}

module.exports = { profilePicture };
