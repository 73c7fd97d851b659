#!/usr/bin/env node
/**
 * npm run media:prepare — turns the videos an owner dropped into content/media/backgrounds/ (any of
 * mp4, webm, mov, m4v, any size) into the web set the build prefers, written beside each original:
 * <page>.web.webm (VP9), <page>.web.mp4 (H.264), both muted, short and looping, and
 * <page>.poster.jpg (through the image pipeline). Pages whose web set is newer than the original
 * are skipped. Each file is re-encoded smaller until it fits the media budget.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { contentDir } = require('../apps');
const { findFfmpeg } = require('./ffmpeg');
const { PREPARED, originalVideos } = require('./backgrounds');
const { MEDIA_BUDGET, budgetProblem, formatBytes } = require('./budget');
const { renderImage } = require('./images');

/** A background loops behind a scrim: a few seconds, no sound, sized for a laptop screen. */
const SECONDS = 8;
/** Tried in order until both files fit the budget: smaller and softer at each step. */
const LADDER = [
  { height: 540, vp9Crf: 40, x264Crf: 28 },
  { height: 432, vp9Crf: 44, x264Crf: 31 },
  { height: 360, vp9Crf: 48, x264Crf: 34 },
];

function run(ffmpeg, args) {
  execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
}

function encode(ffmpeg, input, out, step) {
  const scale = `scale=-2:'min(${step.height},ih)',fps=24,format=yuv420p`;
  const common = ['-i', input, '-t', String(SECONDS), '-an', '-vf', scale];
  run(ffmpeg, [...common, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(step.vp9Crf), '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', out.webm]);
  run(ffmpeg, [...common, '-c:v', 'libx264', '-preset', 'slow', '-crf', String(step.x264Crf), '-movflags', '+faststart', out.mp4]);
}

async function poster(ffmpeg, input, file) {
  const frame = execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-i', input, '-frames:v', '1', '-vf', "scale=-2:'min(540,ih)'", '-f', 'image2pipe', '-vcodec', 'png', '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const sharp = require('sharp');
  const { width, height } = await sharp(frame).metadata();
  for (const quality of [70, 55, 40]) {
    const jpeg = await renderImage(frame, { width, height, format: 'jpeg', quality });
    if (jpeg.length <= MEDIA_BUDGET.poster || quality === 40) {
      fs.writeFileSync(file, jpeg);
      return;
    }
  }
}

function upToDate(original, outputs) {
  const since = fs.statSync(original).mtimeMs;
  return outputs.every((file) => fs.existsSync(file) && fs.statSync(file).mtimeMs >= since);
}

/** Prepares every page with an original video in `folder`; returns one line per page. */
async function prepareBackgrounds(folder, { ffmpeg, force = false } = {}) {
  const files = fs.readdirSync(folder);
  const pages = [...new Set(files.map((file) => /^([^.]+)\.(mp4|webm|mov|m4v)$/i.exec(file)?.[1]).filter(Boolean))];
  const lines = [];
  for (const page of pages.sort()) {
    const [source] = originalVideos(files, page);
    const input = path.join(folder, source);
    const names = PREPARED(page);
    const out = { webm: path.join(folder, names.webm), mp4: path.join(folder, names.mp4), poster: path.join(folder, names.poster) };
    if (!force && upToDate(input, Object.values(out))) {
      lines.push(`${page}: up to date`);
      continue;
    }
    let problems = [];
    for (const step of LADDER) {
      encode(ffmpeg, input, out, step);
      problems = [out.webm, out.mp4].map((file) => budgetProblem('backgroundVideo', file, fs.statSync(file).size)).filter(Boolean);
      if (problems.length === 0) break;
    }
    await poster(ffmpeg, out.webm, out.poster);
    const sizes = Object.values(out).map((file) => `${path.basename(file)} ${formatBytes(fs.statSync(file).size)}`);
    lines.push(`${page}: ${source} ${formatBytes(fs.statSync(input).size)} → ${sizes.join(', ')}${problems.length ? ` (still over budget: ${problems.join('; ')})` : ''}`);
  }
  return lines;
}

async function main() {
  const folder = path.join(contentDir(), 'media', 'backgrounds');
  const found = findFfmpeg();
  if (!found) {
    console.error('✖ media:prepare needs ffmpeg: install it (Debian: apt-get install -y ffmpeg) or run npm install (it brings @ffmpeg-installer/ffmpeg).');
    process.exit(1);
  }
  if (!fs.existsSync(folder)) {
    console.error(`✖ ${folder} does not exist: put one video per section page there (experience, qualifications, skills, projects).`);
    process.exit(1);
  }
  console.log(`Preparing background videos in ${path.relative(process.cwd(), folder)} with ${found.source === 'npm' ? '@ffmpeg-installer/ffmpeg' : found.path}`);
  for (const line of await prepareBackgrounds(folder, { ffmpeg: found.path, force: process.argv.includes('--force') })) console.log(`  ${line}`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
}

module.exports = { prepareBackgrounds, SECONDS };
