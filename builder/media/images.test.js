/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const sharp = require('sharp');
const { renderImage, findProfilePicture, cacheKey, normaliseOptions, MediaError } = require('./images');

let dir;
let cache;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
  cache = path.join(dir, 'cache');
  process.env.MEDIA_CACHE_DIR = cache;
});
afterEach(() => {
  delete process.env.MEDIA_CACHE_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A wide photo-like test picture: a gradient with a bright subject off-centre. */
async function widePng(width = 1600, height = 900) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#123"/><stop offset="1" stop-color="#8ab"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height / 2}" r="${height / 4}" fill="#fc3"/></svg>`;
  const file = path.join(dir, 'wide.png');
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

describe('renderImage', () => {
  test.each(['avif', 'webp', 'jpeg', 'png'])('encodes %s at exactly the size asked for', async (format) => {
    const output = await renderImage(await widePng(), { width: 240, height: 240, format });
    const meta = await sharp(output).metadata();
    expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
    expect([meta.width, meta.height]).toEqual([240, 240]);
  });

  test('a cover crop of a wide picture keeps its subject (attention) rather than the plain left side', async () => {
    const output = await renderImage(await widePng(), { width: 100, height: 100, format: 'png' });
    const { data, info } = await sharp(output).raw().toBuffer({ resolveWithObject: true });
    const centre = (50 * info.width + 50) * info.channels;
    // The subject is bright yellow (#fc3); the gradient's left end is dark blue.
    expect(data[centre]).toBeGreaterThan(200);
    expect(data[centre + 2]).toBeLessThan(120);
  });

  test('padding leaves the maskable safe zone filled with the background colour', async () => {
    const output = await renderImage(await widePng(), { width: 200, height: 200, format: 'png', background: '#102030', padding: 0.1 });
    const { data, info } = await sharp(output).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 200]);
    expect(Array.from(data.subarray(0, 3))).toEqual([0x10, 0x20, 0x30]);
  });

  test('the same picture asked for many times at once (beside every post) is encoded once', async () => {
    const file = await widePng(800, 450);
    const encodings = jest.spyOn(sharp.prototype, 'avif');
    const outputs = await Promise.all(Array.from({ length: 20 }, () => renderImage(file, { width: 480, height: 270, format: 'avif' })));
    expect(encodings).toHaveBeenCalledTimes(1);
    expect(new Set(outputs.map((output) => output.toString('base64'))).size).toBe(1);
    encodings.mockRestore();
  });

  test('an SVG buffer is rendered', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="63"><rect width="120" height="63" fill="#e00"/></svg>');
    const output = await renderImage(svg, { width: 1200, height: 630, format: 'png' });
    expect(await sharp(output).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  test('an unchanged input is served from the cache without encoding again', async () => {
    const input = await widePng();
    const first = await renderImage(input, { width: 64, height: 64, format: 'webp' });
    const [entry] = fs.readdirSync(cache);
    // Prove the second call reads the cache: replace the cached bytes and get them back.
    fs.writeFileSync(path.join(cache, entry), Buffer.from('cached'));
    expect((await renderImage(input, { width: 64, height: 64, format: 'webp' })).toString()).toBe('cached');
    expect(first.length).toBeGreaterThan(0);
  });

  test('a changed picture or option is a new cache entry', async () => {
    const input = await widePng();
    await renderImage(input, { width: 64, height: 64, format: 'webp' });
    await renderImage(input, { width: 64, height: 64, format: 'webp', quality: 40 });
    await renderImage(await widePng(1601, 900), { width: 64, height: 64, format: 'webp' });
    expect(fs.readdirSync(cache)).toHaveLength(3);
  });

  test('a file that is not an image fails with a message naming it', async () => {
    const file = path.join(dir, 'profile.jpg');
    fs.writeFileSync(file, 'not really a jpeg');
    await expect(renderImage(file, { width: 10, height: 10, format: 'jpeg' })).rejects.toThrow(`${file}: is not an image the build can read`);
  });

  test('bad options are refused with what was wrong', () => {
    expect(() => normaliseOptions({ width: 10, height: 10, format: 'gif' })).toThrow('format must be one of avif, webp, jpeg, png (got gif)');
    expect(() => normaliseOptions({ width: 0, height: 10, format: 'png' })).toThrow('width must be a positive whole number (got 0)');
  });
});

describe('cacheKey', () => {
  test('depends on the bytes and on every option', () => {
    const options = normaliseOptions({ width: 10, height: 10, format: 'png' });
    const key = cacheKey(Buffer.from('a'), options);
    expect(cacheKey(Buffer.from('a'), { ...options })).toBe(key);
    expect(cacheKey(Buffer.from('b'), options)).not.toBe(key);
    expect(cacheKey(Buffer.from('a'), { ...options, width: 11 })).not.toBe(key);
  });
});

describe('findProfilePicture', () => {
  const media = () => path.join(dir, 'media');
  const touch = (...files) => {
    fs.mkdirSync(media(), { recursive: true });
    for (const file of files) fs.writeFileSync(path.join(media(), file), '');
  };

  test('finds the one picture in any supported format', () => {
    touch('profile.PNG', 'other.jpg');
    expect(findProfilePicture(dir)).toBe(path.join(media(), 'profile.PNG'));
  });

  test('none: says what to add and what was found instead', () => {
    touch('profile.gif');
    expect(() => findProfilePicture(dir)).toThrow(MediaError);
    expect(() => findProfilePicture(dir)).toThrow('no profile picture found: add exactly one profile.<jpg|jpeg|png|webp|avif> (found profile.gif');
  });

  test('more than one: lists them', () => {
    touch('profile.jpg', 'profile.webp');
    expect(() => findProfilePicture(dir)).toThrow('2 profile pictures found (profile.jpg, profile.webp): keep exactly one');
  });
});
