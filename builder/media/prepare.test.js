/**
 * @jest-environment node
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { findFfmpeg } = require('../media/ffmpeg');
const { prepareBackgrounds, SECONDS } = require('./prepare');
const { MEDIA_BUDGET } = require('../media/budget');

const ffmpeg = findFfmpeg();

function probe(file) {
  // ffmpeg -i exits non-zero without an output; its report is on stderr.
  try {
    execFileSync(ffmpeg.path, ['-hide_banner', '-i', file], { stdio: 'pipe' });
  } catch (error) {
    return error.stderr.toString();
  }
  return '';
}

test('ffmpeg is available (Debian’s, or the npm package’s)', () => {
  expect(ffmpeg).not.toBeNull();
});

test('a large phone-style .mov with sound becomes a muted, short, budgeted web set with a poster', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prepare-'));
  const original = path.join(folder, 'experience.mov');
  execFileSync(ffmpeg.path, [
    '-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=1920x1080:r=30:d=12',
    '-f', 'lavfi', '-i', 'sine=frequency=440:duration=12', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-c:a', 'aac', original,
  ]);
  expect(fs.statSync(original).size).toBeGreaterThan(MEDIA_BUDGET.backgroundVideo);

  const [line] = await prepareBackgrounds(folder, { ffmpeg: ffmpeg.path });
  expect(line).toMatch(/^experience: experience\.mov/);
  for (const name of ['experience.web.webm', 'experience.web.mp4']) {
    const file = path.join(folder, name);
    expect(fs.statSync(file).size).toBeLessThanOrEqual(MEDIA_BUDGET.backgroundVideo);
    const report = probe(file);
    expect(report).toMatch(/Video: (vp9|h264)/);
    expect(report).not.toMatch(/Audio:/);
    const [, minutes, seconds] = /Duration: 00:(\d\d):(\d\d\.\d\d)/.exec(report);
    expect(Number(minutes) * 60 + Number(seconds)).toBeLessThanOrEqual(SECONDS + 0.1);
    expect(report).toMatch(/x540/);
  }
  const poster = path.join(folder, 'experience.poster.jpg');
  expect(fs.statSync(poster).size).toBeLessThanOrEqual(MEDIA_BUDGET.poster);
  expect(fs.readFileSync(poster).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

  // The original is kept; a second run finds nothing to do.
  expect(fs.existsSync(original)).toBe(true);
  expect(await prepareBackgrounds(folder, { ffmpeg: ffmpeg.path })).toEqual(['experience: up to date']);
}, 120000);
