/** @jest-environment node */
const zlib = require('node:zlib');
const { placeholderPicture, encodePng, PICTURE_FILE } = require('./placeholderPicture');

/** The chunks of a PNG, each with its CRC checked. */
function chunks(png) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const found = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(zlib.crc32(png.subarray(offset + 4, offset + 8 + length)));
    found.push({ type, data });
    offset += 12 + length;
  }
  return found;
}

describe('the placeholder picture', () => {
  it('is content/media/profile.png, a name the engine takes for the picture', () => {
    expect(PICTURE_FILE).toMatch(/^profile\.(jpg|jpeg|png|webp|avif)$/);
  });

  it('is a square 480 px RGB PNG, small', () => {
    const png = placeholderPicture();
    const found = chunks(png);
    expect(found.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = found[0].data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([480, 480, 8, 2]);
    expect(png.length).toBeLessThan(20000);
  });

  it('decodes to the pixels drawn', () => {
    const png = encodePng(2, 2, Uint8Array.from([0, 0, 7, 255, 0, 7, 0, 255, 7, 255, 255, 7]));
    const raw = zlib.inflateSync(chunks(png)[1].data);
    expect([...raw]).toEqual([0, 0, 0, 7, 255, 0, 7, 0, 0, 255, 7, 255, 255, 7]);
  });

  it('is read by sharp, as the engine\'s image pipeline reads it', async () => {
    const sharp = require('sharp');
    const { width, height, format } = await sharp(placeholderPicture(), { failOn: 'error' }).metadata();
    expect({ width, height, format }).toEqual({ width: 480, height: 480, format: 'png' });
  });
});
