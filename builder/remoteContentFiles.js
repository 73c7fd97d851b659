/**
 * A remote's content.json (shared/src/contract.ts REMOTE_CONTENT_FILE; its type is
 * shared/src/content/remoteContent.ts) and the files it names: the remote's own part (the CV texts,
 * where the repositories are read: `<app>/builder/`) and its section pages' background videos.
 * Served unhashed and no-cache beside remoteEntry.js, so a remote deployed alone with new content
 * shows it in whatever shell hosts it.
 */
const { contentDir } = require('./apps');
const { engineModule } = require('./engineModules');
const { backgroundsOf } = require('./media/backgroundFiles');
const { isStrict } = require('./media/budget');
const { recordMedia, recordNoBackground } = require('./media/report');

/**
 * @param {object} options
 * @param {(content: object) => { data: object, files: { file: string, source: Buffer | string }[] } | Promise<{ data: object, files: object[] }>} [options.own]
 *   the remote's own part of content.json, and the files it names
 * @param {string[]} options.pages  its section pages
 * @param {object} options.content  builder/content.js readContent
 * @param {{ errors: Error[], warnings: Error[] }} options.build  where the media lines and the media problems go (builder/site/appFiles.js)
 * @returns {Promise<{ file: string, source: Buffer | string }[]>}
 */
async function remoteContentFiles({ own, pages, content, build }) {
  const { REMOTE_CONTENT_FILE } = engineModule('shared/src/contract.ts');
  const mine = own ? await own(content) : { data: {}, files: [] };
  const videos = backgroundsOf(contentDir(), pages);
  for (const entry of videos.media) recordMedia(build, entry);
  recordNoBackground(build, videos.noVideo);
  // Strict builds (CI) stop on a media problem; a video is never missing by mistake, only too big or unprepared.
  for (const problem of videos.problems) (isStrict() ? build.errors : build.warnings).push(new Error(problem));
  return [...mine.files, ...videos.files, { file: REMOTE_CONTENT_FILE, source: JSON.stringify({ ...mine.data, backgrounds: videos.backgrounds }) }];
}

module.exports = { remoteContentFiles };
