/**
 * The one-line media summary each production build prints: how many owner files went in, their
 * bytes, and the bytes that ship; and, when some section page has no background video, one line
 * naming those pages. Loaders note on their module (noteMedia, noteNoBackground), plugins on the
 * compilation (recordMedia); the plugin prints.
 *
 * A loader's note lives in its module's buildInfo because webpack's persistent cache keeps that
 * with the module: a module served from the cache (the same media, maybe from another content
 * folder) runs no loader, and must still report. So a note holds nothing of the folder's place.
 */
const path = require('node:path');
const { contentDir, displayPath } = require('../apps');
const { VIDEO_EXTENSIONS } = require('./backgrounds');
const { PREPARE_COMMAND, formatBytes } = require('./budget');

const records = new WeakMap();

/** What a loader shipped for its module: `{ file, before, after, outputs }`. */
function noteMedia(loader, entry) {
  if (loader._module) loader._module.buildInfo.mediaReport = entry;
}

/** A section page whose loader found no background video (the page gets null). */
function noteNoBackground(loader, page) {
  if (loader._module) loader._module.buildInfo.noBackground = page;
}

function listed(words) {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * Information, not a warning (videos are optional): which pages show the plain themed background,
 * and how to give one a video.
 */
function noBackgroundLine(app, pages, folderLabel, extensions) {
  const sorted = [...pages].sort();
  const one = sorted.length === 1;
  const which = one ? `the ${sorted[0]} page, which shows` : `the ${listed(sorted)} pages, which show`;
  const file = `${one ? sorted[0] : '<page>'}.<${extensions.join('|')}>`;
  return `Backgrounds (${app}): no video for ${which} the theme's plain background. To add one, put ${file} in ${folderLabel} and run ${PREPARE_COMMAND}.`;
}

/** @param {{ file: string, before: number, after: number, outputs: number }} entry */
function recordMedia(compilation, entry) {
  const list = records.get(compilation) || [];
  if (!list.some((existing) => existing.file === entry.file)) list.push(entry);
  records.set(compilation, list);
}

/** The media entries and the pages without a background of a finished compilation. */
function reported(compilation) {
  const media = [...(records.get(compilation) || [])];
  const noBackground = new Set();
  for (const module of compilation.modules || []) {
    const { mediaReport, noBackground: page } = module.buildInfo || {};
    if (mediaReport && !media.some((existing) => existing.file === mediaReport.file)) media.push(mediaReport);
    if (page) noBackground.add(page);
  }
  return { media, noBackground: [...noBackground] };
}

function summarise(app, entries) {
  const before = entries.reduce((sum, entry) => sum + entry.before, 0);
  const after = entries.reduce((sum, entry) => sum + entry.after, 0);
  const outputs = entries.reduce((sum, entry) => sum + entry.outputs, 0);
  return `Media (${app}): ${entries.length} file${entries.length === 1 ? '' : 's'}, ${formatBytes(before)} in → ${outputs} file${outputs === 1 ? '' : 's'}, ${formatBytes(after)} shipped`;
}

class MediaReportPlugin {
  /**
   * @param {string} app
   * @param {{ hiddenPages?: string[] }} [options]  pages the site doesn't show (the Writing page
   *   without a feed): a line about their background would be noise
   */
  constructor(app, { hiddenPages = [] } = {}) {
    this.app = app;
    this.hiddenPages = hiddenPages;
  }

  apply(compiler) {
    compiler.hooks.done.tap('MediaReportPlugin', (stats) => {
      const { media, noBackground } = reported(stats.compilation);
      if (media.length) console.log(summarise(this.app, media));
      const missing = noBackground.filter((page) => !this.hiddenPages.includes(page));
      if (missing.length) console.log(noBackgroundLine(this.app, missing, displayPath(path.join(contentDir(), 'media', 'backgrounds')), VIDEO_EXTENSIONS));
    });
  }
}

module.exports = { noteMedia, noteNoBackground, recordMedia, noBackgroundLine, summarise, MediaReportPlugin };
