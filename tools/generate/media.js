#!/usr/bin/env node
/**
 * Generates the sample owner's media into content/media: an abstract profile picture and one
 * short looping background video (WebM VP9 + MP4 H.264 + a JPEG poster) per section page.
 * Everything is synthetic (ffmpeg's own test sources), so it depicts no real person.
 * Needs ffmpeg (Debian: apt-get install -y ffmpeg). Outputs are committed; run again only to
 * change them:  npm run media
 */
const { execFileSync } = require('node:child_process');
const { mkdirSync } = require('node:fs');
const path = require('node:path');

const MEDIA = path.join(__dirname, '..', '..', 'content', 'media');
const BACKGROUNDS = path.join(MEDIA, 'backgrounds');
const SECONDS = 5;
const SIZE = '640x360';

/** Slow abstract motion, kept dark so text over it (behind the scrim) stays readable. */
const SOURCES = {
  experience: `gradients=s=${SIZE}:r=24:c0=0x0b3d91:c1=0x1b998b:c2=0x2e1760:n=3:speed=0.02:d=${SECONDS}`,
  qualifications: `gradients=s=${SIZE}:r=24:c0=0x3a0ca3:c1=0x4361ee:c2=0x101820:n=3:speed=0.025:type=radial:d=${SECONDS}`,
  skills: `cellauto=s=${SIZE}:r=24:rule=110:random_fill_ratio=0.5,format=yuv420p,colorchannelmixer=rr=0.1:gg=0.45:bb=0.6,boxblur=6:2,trim=duration=${SECONDS}`,
  projects: `gradients=s=${SIZE}:r=24:c0=0x5a189a:c1=0x0b525b:c2=0x14213d:c3=0x1f6feb:n=4:speed=0.015:type=circular:d=${SECONDS}`,
};

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

function backgrounds() {
  mkdirSync(BACKGROUNDS, { recursive: true });
  for (const [page, source] of Object.entries(SOURCES)) {
    const base = path.join(BACKGROUNDS, page);
    const input = ['-f', 'lavfi', '-i', source, '-an', '-pix_fmt', 'yuv420p'];
    ffmpeg([...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', `${base}.webm`]);
    ffmpeg([...input, '-c:v', 'libx264', '-preset', 'slow', '-crf', '32', '-movflags', '+faststart', `${base}.mp4`]);
    ffmpeg(['-i', `${base}.mp4`, '-frames:v', '1', '-q:v', '6', `${base}.jpg`]);
  }
}

function profilePicture() {
  // A soft abstract portrait-like disc: radial gradient with rings, no face, no text.
  const source =
    "geq=lum='70+55*exp(-hypot(X-W/2,Y-H*0.42)/140)+18*cos(hypot(X-W/2,Y-H/2)/26)':cb='150+22*sin(X/90)':cr='112+18*cos(Y/80)',format=yuv420p";
  const input = ['-f', 'lavfi', '-i', `color=c=black:s=480x480:d=1,${source}`, '-frames:v', '1'];
  ffmpeg([...input, '-q:v', '4', path.join(MEDIA, 'profile.jpg')]);
}

mkdirSync(MEDIA, { recursive: true });
profilePicture();
backgrounds();
console.log(`Sample media written to ${path.relative(process.cwd(), MEDIA)}`);
