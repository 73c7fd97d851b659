/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { profilePicture } = require('./profilePicture');
const { MEDIA_BUDGET } = require('./budget');

const SAMPLE = path.join(__dirname, '..', '..', 'content');

test("the sample's photo: three formats at 1x and 2x, within budget, and what the page's <picture> needs, from the site's root", async () => {
  const { files, picture, report } = await profilePicture(SAMPLE);
  expect(files.map(({ file }) => file)).toEqual([
    expect.stringMatching(/^static\/media\/profile-240\.[0-9a-f]{8}\.avif$/),
    expect.stringMatching(/^static\/media\/profile-480\.[0-9a-f]{8}\.avif$/),
    expect.stringMatching(/^static\/media\/profile-240\.[0-9a-f]{8}\.webp$/),
    expect.stringMatching(/^static\/media\/profile-480\.[0-9a-f]{8}\.webp$/),
    expect.stringMatching(/^static\/media\/profile-240\.[0-9a-f]{8}\.jpg$/),
    expect.stringMatching(/^static\/media\/profile-480\.[0-9a-f]{8}\.jpg$/),
  ]);
  for (const { source } of files) expect(source.length).toBeLessThanOrEqual(MEDIA_BUDGET.homeImage);
  expect(picture).toEqual({
    width: 240,
    height: 240,
    sizes: expect.any(String),
    sources: [
      { type: 'image/avif', srcSet: `${files[0].file} 240w, ${files[1].file} 480w` },
      { type: 'image/webp', srcSet: `${files[2].file} 240w, ${files[3].file} 480w` },
      { type: 'image/jpeg', srcSet: `${files[4].file} 240w, ${files[5].file} 480w` },
    ],
    src: files[4].file,
  });
  expect(report).toEqual({ file: 'profile.jpg', before: fs.statSync(path.join(SAMPLE, 'media', 'profile.jpg')).size, after: files.reduce((sum, { source }) => sum + source.length, 0), outputs: 6 });
  // Asked again for the same photo (each page and the emit step ask), it is made once.
  expect(profilePicture(SAMPLE)).toBe(profilePicture(SAMPLE));
}, 60000);

test('a folder with no picture, or with two, is an error naming the folder', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'no-picture-'));
  try {
    fs.mkdirSync(path.join(folder, 'media'));
    expect(() => profilePicture(folder)).toThrow(/media: no profile picture found: add exactly one profile\./);
    fs.writeFileSync(path.join(folder, 'media', 'profile.jpg'), 'x');
    fs.writeFileSync(path.join(folder, 'media', 'profile.png'), 'x');
    expect(() => profilePicture(folder)).toThrow(/2 profile pictures found \(profile\.jpg, profile\.png\)/);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
