/**
 * The placeholder picture, content/media/profile.png: the engine needs exactly one picture to build
 * (the home page, the share card, the app icons), and the owner replaces it with theirs. A plain
 * silhouette on the theme's default accent, drawn here and written as a PNG with node:zlib, so
 * this package ships no binary and depends on nothing.
 */
const zlib = require('node:zlib');

const SIZE = 480;

/** One PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * An 8-bit RGB PNG.
 * @param {number} width
 * @param {number} height
 * @param {Uint8Array} rgb  width × height pixels, 3 bytes each, row by row
 */
function encodePng(width, height, rgb) {
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * row + 1); // filter byte 0: none
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const clamp = (value) => Math.min(1, Math.max(0, value));

let picture = null;

/** A head and shoulders, lighter than a vertical gradient of the default accent (#1858c4). */
function placeholderPicture() {
  if (picture) return Buffer.from(picture);
  const top = [0x24, 0x6a, 0xd6];
  const bottom = [0x12, 0x3f, 0x8f];
  const figure = [0xd6, 0xe2, 0xf5];
  const head = { x: SIZE / 2, y: SIZE * 0.4, r: SIZE * 0.17 };
  const body = { x: SIZE / 2, y: SIZE * 1.02, r: SIZE * 0.36 };
  const rgb = new Uint8Array(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y++) {
    const shade = y / (SIZE - 1);
    for (let x = 0; x < SIZE; x++) {
      const inHead = clamp(head.r - Math.hypot(x - head.x, y - head.y) + 0.5);
      const inBody = clamp(body.r - Math.hypot(x - body.x, y - body.y) + 0.5);
      const cover = Math.max(inHead, inBody);
      for (let channel = 0; channel < 3; channel++) {
        const background = top[channel] + (bottom[channel] - top[channel]) * shade;
        rgb[(y * SIZE + x) * 3 + channel] = Math.round(background + (figure[channel] - background) * cover);
      }
    }
  }
  picture = encodePng(SIZE, SIZE, rgb);
  return Buffer.from(picture);
}

module.exports = { placeholderPicture, encodePng, PICTURE_FILE: 'profile.png' };
