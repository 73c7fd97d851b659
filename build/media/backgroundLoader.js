/**
 * Webpack loader for a section page's background video (imported as '@background?page=<page>'):
 * picks the files (see backgrounds.js), checks them against the media budget, and emits them
 * content-hashed. Emitted here rather than imported as modules: a module named by its path in the
 * content folder would make the code differ with the folder's place. Problems are warnings naming the
 * file and the command that fixes them; strict builds (CI=true, MEDIA_STRICT=1) make them errors.
 * Videos are optional: a page without one gets null (the page shows the theme's plain background),
 * which the build reports as information (report.js), never as a warning a strict build fails on.
 */
const fs = require('node:fs');
const path = require('node:path');
const { chooseBackground, originalVideos } = require('./backgrounds');
const { PREPARE_COMMAND, budgetProblem, isStrict } = require('./budget');
const { noteMedia, noteNoBackground } = require('./report');
const { contentHash } = require('../webpack/html');

module.exports = function backgroundLoader() {
  const { contentDir } = this.getOptions();
  const page = new URLSearchParams(this.resourceQuery.slice(1)).get('page');
  const folder = path.join(contentDir, 'media', 'backgrounds');
  const exists = fs.existsSync(folder);
  // A folder made (or a video dropped in) while the dev server runs rebuilds the page with it.
  if (exists) this.addContextDependency(folder);
  else this.addMissingDependency(folder);
  const files = exists ? fs.readdirSync(folder) : [];
  const chosen = chooseBackground(files, page);
  const label = (file) => path.relative(process.cwd(), path.join(folder, file));
  if (!chosen.webm && !chosen.mp4) {
    noteNoBackground(this, page);
    return 'export default null;\n';
  }

  const strict = isStrict();
  const report = (message) => (strict ? this.emitError(new Error(message)) : this.emitWarning(new Error(message)));
  const fix = `run ${PREPARE_COMMAND}`;
  if (!chosen.poster) {
    report(`${label(page)}: no poster frame (${page}.poster.jpg), so the scrim colour shows until the video plays: ${fix}`);
  }
  if (!chosen.prepared && chosen.mp4 && /\.(mov|m4v)$/i.test(chosen.mp4)) {
    report(`${label(chosen.mp4)} ships as it is (no web set): ${fix}`);
  }
  const shipped = [chosen.webm, chosen.mp4, chosen.poster].filter(Boolean);
  for (const file of shipped) {
    const bytes = fs.statSync(path.join(folder, file)).size;
    const problem = budgetProblem(file === chosen.poster ? 'poster' : 'backgroundVideo', label(file), bytes, fix);
    if (problem) report(problem);
  }
  const size = (file) => fs.statSync(path.join(folder, file)).size;
  const before = (chosen.prepared ? originalVideos(files, page) : shipped).reduce((sum, file) => sum + size(file), 0);
  noteMedia(this, { file: `backgrounds/${page}`, before, after: shipped.reduce((sum, file) => sum + size(file), 0), outputs: shipped.length });

  const fields = [];
  for (const [field, file] of Object.entries({ webm: chosen.webm, mp4: chosen.mp4, poster: chosen.poster })) {
    if (!file) continue;
    const bytes = fs.readFileSync(path.join(folder, file));
    const { name, ext } = path.parse(file);
    const emitted = `static/media/${name}.${contentHash(bytes)}${ext}`;
    this.emitFile(emitted, bytes);
    fields.push(`${field}: __webpack_public_path__ + ${JSON.stringify(emitted)}`);
  }
  return `export default { ${fields.join(', ')} };\n`;
};
