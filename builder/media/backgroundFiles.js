/**
 * A remote's section pages' background videos (content/media/backgrounds/, chosen by backgrounds.js),
 * checked against the media budget, as files named by their bytes and the part of the remote's
 * content.json that names them (shared/src/content/remoteContent.ts RemoteContent.backgrounds): no
 * app's code names a video, so new videos change no script. Problems name the file and the command
 * that fixes them. Videos are optional: a page without one gets null (the page shows the theme's
 * plain background), which the build reports as information, never as a problem.
 */
const fs = require('node:fs');
const path = require('node:path');
const { chooseBackground, originalVideos } = require('./backgrounds');
const { PREPARE_COMMAND, budgetProblem } = require('./budget');
const { contentHash } = require('../site/html');

/**
 * @param {string} contentDir
 * @param {string[]} pages  the remote's section pages
 * @returns {{ files: { file: string, source: Buffer }[], backgrounds: Record<string, object | null>,
 *   problems: string[], media: { file: string, before: number, after: number, outputs: number }[], noVideo: string[] }}
 *   `backgrounds`: page → { webm?, mp4?, poster? } (addresses from the remote's folder) or null;
 *   `media`: the media line's entries; `noVideo`: the pages without one
 */
function backgroundsOf(contentDir, pages) {
  const folder = path.join(contentDir, 'media', 'backgrounds');
  const names = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  const label = (file) => path.relative(process.cwd(), path.join(folder, file));
  const size = (file) => fs.statSync(path.join(folder, file)).size;
  const fix = `run ${PREPARE_COMMAND}`;
  const result = { files: [], backgrounds: {}, problems: [], media: [], noVideo: [] };
  for (const page of pages) {
    const chosen = chooseBackground(names, page);
    if (!chosen.webm && !chosen.mp4) {
      result.backgrounds[page] = null;
      result.noVideo.push(page);
      continue;
    }
    if (!chosen.poster) result.problems.push(`${label(page)}: no poster frame (${page}.poster.jpg), so the scrim colour shows until the video plays: ${fix}`);
    if (!chosen.prepared && chosen.mp4 && /\.(mov|m4v)$/i.test(chosen.mp4)) result.problems.push(`${label(chosen.mp4)} ships as it is (no web set): ${fix}`);
    const shipped = [chosen.webm, chosen.mp4, chosen.poster].filter(Boolean);
    for (const file of shipped) {
      const problem = budgetProblem(file === chosen.poster ? 'poster' : 'backgroundVideo', label(file), size(file), fix);
      if (problem) result.problems.push(problem);
    }
    const before = (chosen.prepared ? originalVideos(names, page) : shipped).reduce((sum, file) => sum + size(file), 0);
    result.media.push({ file: `backgrounds/${page}`, before, after: shipped.reduce((sum, file) => sum + size(file), 0), outputs: shipped.length });
    const video = {};
    for (const [field, file] of Object.entries({ webm: chosen.webm, mp4: chosen.mp4, poster: chosen.poster })) {
      if (!file) continue;
      const bytes = fs.readFileSync(path.join(folder, file));
      const { name, ext } = path.parse(file);
      video[field] = `static/media/${name}.${contentHash(bytes)}${ext}`;
      result.files.push({ file: video[field], source: bytes });
    }
    result.backgrounds[page] = video;
  }
  return result;
}

module.exports = { backgroundsOf };
