/**
 * The one-line media summary each production build prints: how many owner files went in, their
 * bytes, and the bytes that ship; and, when some section page has no background video, one line
 * naming those pages. The steps that make media files record into the build; mediaLines() says it.
 */
const path = require('node:path');
const { contentDir, displayPath } = require('../apps');
const { VIDEO_EXTENSIONS } = require('./backgrounds');
const { PREPARE_COMMAND, formatBytes } = require('./budget');

const records = new WeakMap();
const withoutBackground = new WeakMap();

/** Section pages with no background video (backgroundFiles.js gives them null). */
function recordNoBackground(build, pages) {
  const list = withoutBackground.get(build) || [];
  withoutBackground.set(build, [...new Set([...list, ...pages])]);
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
function recordMedia(build, entry) {
  const list = records.get(build) || [];
  if (!list.some((existing) => existing.file === entry.file)) list.push(entry);
  records.set(build, list);
}

function summarise(app, entries) {
  const before = entries.reduce((sum, entry) => sum + entry.before, 0);
  const after = entries.reduce((sum, entry) => sum + entry.after, 0);
  const outputs = entries.reduce((sum, entry) => sum + entry.outputs, 0);
  return `Media (${app}): ${entries.length} file${entries.length === 1 ? '' : 's'}, ${formatBytes(before)} in → ${outputs} file${outputs === 1 ? '' : 's'}, ${formatBytes(after)} shipped`;
}

/**
 * The lines a production build prints about its media: the summary, and the pages without a video.
 * @param {object} build  what the steps recorded into (builder/site/appFiles.js)
 * @param {string} app    the app's folder, as the lines name it
 * @param {{ hiddenPages?: string[] }} [options]  pages the site doesn't show (the Writing page
 *   without a feed): a line about their background would be noise
 */
function mediaLines(build, app, { hiddenPages = [] } = {}) {
  const media = records.get(build) || [];
  const missing = (withoutBackground.get(build) || []).filter((page) => !hiddenPages.includes(page));
  return [
    ...(media.length ? [summarise(app, media)] : []),
    ...(missing.length ? [noBackgroundLine(app, missing, displayPath(path.join(contentDir(), 'media', 'backgrounds')), VIDEO_EXTENSIONS)] : []),
  ];
}

module.exports = { recordMedia, recordNoBackground, noBackgroundLine, summarise, mediaLines };
