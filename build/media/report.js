/**
 * The one-line media summary each production build prints: how many owner files went in, their
 * bytes, and the bytes that ship; and, when some section page has no background video, one line
 * naming those pages. The steps that make media files record into the compilation; the plugin prints.
 */
const path = require('node:path');
const { contentDir, displayPath } = require('../apps');
const { VIDEO_EXTENSIONS } = require('./backgrounds');
const { PREPARE_COMMAND, formatBytes } = require('./budget');

const records = new WeakMap();
const withoutBackground = new WeakMap();

/** Section pages with no background video (backgroundFiles.js gives them null). */
function recordNoBackground(compilation, pages) {
  const list = withoutBackground.get(compilation) || [];
  withoutBackground.set(compilation, [...new Set([...list, ...pages])]);
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
      const media = records.get(stats.compilation) || [];
      if (media.length) console.log(summarise(this.app, media));
      const missing = (withoutBackground.get(stats.compilation) || []).filter((page) => !this.hiddenPages.includes(page));
      if (missing.length) console.log(noBackgroundLine(this.app, missing, displayPath(path.join(contentDir(), 'media', 'backgrounds')), VIDEO_EXTENSIONS));
    });
  }
}

module.exports = { recordMedia, recordNoBackground, noBackgroundLine, summarise, MediaReportPlugin };
