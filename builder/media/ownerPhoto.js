/**
 * A stand-in for an owner's phone photo, for tests and the bench: 4000 px square, a soft subject on
 * a plain background, with sensor-like grain so it compresses as badly as a real photo (tens of MB
 * as PNG). Generated, so nothing of megabytes is committed and no real person is depicted.
 */
const sharp = require('sharp');

async function writeOwnerPhoto(file, size = 4000) {
  const scene = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#e9b48a"/><stop offset="1" stop-color="#2a3b4c"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="#6b8fa3"/><circle cx="${size / 2}" cy="${size * 0.45}" r="${size * 0.3}" fill="url(#g)"/></svg>`);
  const grain = await sharp({ create: { width: size, height: size, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } })
    .png()
    .toBuffer();
  await sharp(scene).composite([{ input: grain, blend: 'overlay' }]).png({ compressionLevel: 6 }).toFile(file);
}

module.exports = { writeOwnerPhoto };
