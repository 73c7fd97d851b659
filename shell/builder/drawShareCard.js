/**
 * Draws the share card from its plan (shareCard.js cardPlan), as a child process of the build: its
 * FONTCONFIG_FILE names the card's own fonts alone (builder/media/cardFonts.js), and fontconfig reads
 * that once per process. Pango (through sharp) shapes and orders each line, so Arabic letters join
 * and a right-to-left line reads from the right. Reads the plan as JSON on stdin, writes a PNG to stdout.
 */
const sharp = require('sharp');
const { FIRST_FAMILY } = require('../../builder/media/cardFonts');

const escapeMarkup = (text) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

/** One line of text as an image: as wide as it runs, wrapped at `width`. */
async function drawLine(line, width) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${line.colour}" weight="${line.bold ? 'bold' : 'normal'}">${escapeMarkup(line.text)}</span>`,
      font: `${FIRST_FAMILY} ${line.size}`,
      width,
      wrap: 'word-char',
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function draw(plan) {
  const { width, height, colours, rtl, bar, picture, text } = plan;
  const size = picture.size;
  const face = await sharp(Buffer.from(picture.jpeg, 'base64'))
    .resize(size, size, { fit: 'cover' })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`), blend: 'dest-in' }])
    .png()
    .toBuffer();
  const ring = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 3}" fill="none" stroke="${colours.ring}" stroke-width="6"/></svg>`,
  );
  const lines = [];
  for (const line of text.lines) lines.push({ ...(await drawLine(line, text.width)), gapBefore: line.gapBefore });
  const block = lines.reduce((sum, line, index) => sum + line.height + (index ? line.gapBefore : 0), 0);
  let top = Math.round((height - block) / 2);
  const placed = lines.map((line, index) => {
    if (index) top += line.gapBefore;
    // Each line starts at the text's inline start: the left edge, or the right one on a right-to-left card.
    const left = rtl ? text.x + text.width - line.width : text.x;
    const at = { input: line.data, left: Math.round(left), top };
    top += line.height;
    return at;
  });
  return sharp({ create: { width, height, channels: 4, background: colours.background } })
    .composite([
      { input: { create: { width: bar.width, height, channels: 4, background: colours.accent } }, left: bar.x, top: 0 },
      { input: face, left: picture.x, top: picture.y },
      { input: ring, left: picture.x, top: picture.y },
      ...placed,
    ])
    .flatten({ background: colours.background })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  draw(JSON.parse(input)).then(
    (png) => process.stdout.write(png),
    (error) => {
      process.stderr.write(`The share card could not be drawn: ${error.message}\n`);
      process.exitCode = 1;
    },
  );
});
