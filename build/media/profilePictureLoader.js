/**
 * Webpack loader for the owner's profile picture (imported as '@profile-picture'): makes AVIF, WebP
 * and JPEG at 1x and 2x of the displayed size through the one image pipeline, emits them
 * content-hashed, and exports what a <picture> needs. Each file is kept within the media budget by
 * lowering its quality, so an owner's 4000 px phone photo ships as a few tens of kilobytes.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { renderImage, findProfilePicture } = require('./images');
const { MEDIA_BUDGET, formatBytes } = require('./budget');
const { noteMedia } = require('./report');
const { PROFILE_PICTURE } = require('./sizes');

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

module.exports = function profilePictureLoader() {
  const callback = this.async();
  const { contentDir } = this.getOptions();
  let picture;
  try {
    picture = findProfilePicture(contentDir);
  } catch (error) {
    callback(error);
    return;
  }
  this.addDependency(picture);
  this.addContextDependency(path.dirname(picture));
  const { size, densities, formats } = PROFILE_PICTURE;
  (async () => {
    const sources = [];
    let shipped = 0;
    for (const format of formats) {
      const candidates = [];
      for (const density of densities) {
        const width = size * density;
        const output = await withinBudget(picture, width, format);
        const hash = crypto.createHash('sha256').update(output).digest('hex').slice(0, 8);
        const file = `static/media/profile-${width}.${hash}.${format === 'jpeg' ? 'jpg' : format}`;
        this.emitFile(file, output);
        shipped += output.length;
        candidates.push({ file, width });
      }
      sources.push({ type: `image/${format}`, candidates });
    }
    noteMedia(this, { file: path.basename(picture), before: fs.statSync(picture).size, after: shipped, outputs: densities.length * formats.length });
    const url = (file) => `__webpack_public_path__ + ${JSON.stringify(file)}`;
    const srcSet = (candidates) => candidates.map(({ file, width }) => `${url(file)} + " ${width}w"`).join(' + ", " + ');
    const fallback = sources[sources.length - 1].candidates[0].file;
    return `export default {
  width: ${size},
  height: ${size},
  sizes: ${JSON.stringify(PROFILE_PICTURE.sizesAttribute)},
  sources: [${sources.map((source) => `{ type: ${JSON.stringify(source.type)}, srcSet: ${srcSet(source.candidates)} }`).join(', ')}],
  src: ${url(fallback)},
};
`;
  })().then((code) => callback(null, code), callback);
};
