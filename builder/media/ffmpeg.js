/**
 * The ffmpeg `npm run media:prepare` uses: Debian's (or any on PATH) when present, otherwise the
 * binary the npm package @ffmpeg-installer/ffmpeg ships. The build itself never needs ffmpeg.
 */
const { execFileSync } = require('node:child_process');

function onPath() {
  try {
    execFileSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
    return 'ffmpeg';
  } catch {
    return null;
  }
}

function fromNpm() {
  try {
    return require('@ffmpeg-installer/ffmpeg').path;
  } catch {
    return null;
  }
}

/** @returns {{ path: string, source: 'system' | 'npm' } | null} */
function findFfmpeg(env = process.env) {
  if (env.FFMPEG_PATH) return { path: env.FFMPEG_PATH, source: 'system' };
  const system = onPath();
  if (system) return { path: system, source: 'system' };
  const packaged = fromNpm();
  return packaged ? { path: packaged, source: 'npm' } : null;
}

module.exports = { findFfmpeg };
