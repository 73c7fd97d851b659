/**
 * Which files make a section page's background: the owner drops one video per page in
 * content/media/backgrounds/ (<page>.<mp4|webm|mov|m4v>); `npm run media:prepare` writes the web set
 * beside it (<page>.web.webm, <page>.web.mp4, <page>.poster.jpg). The build uses the web set when
 * present, an older full set (<page>.webm, <page>.mp4, <page>.jpg) as it is, and otherwise ships what
 * is there. Pure decisions over a file listing, so they are tested without a file system.
 */
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov', 'm4v'];

/** Files media:prepare writes, which are never taken for an owner's original. */
const PREPARED = (page) => ({ webm: `${page}.web.webm`, mp4: `${page}.web.mp4`, poster: `${page}.poster.jpg` });

function byName(files) {
  const lower = new Map(files.map((file) => [file.toLowerCase(), file]));
  return (name) => lower.get(name.toLowerCase());
}

/** The owner's own videos for `page` (not the prepared ones), best source first for re-encoding. */
function originalVideos(files, page) {
  const find = byName(files);
  return ['mov', 'mp4', 'm4v', 'webm'].map((ext) => find(`${page}.${ext}`)).filter(Boolean);
}

/**
 * @param {string[]} files  names in the backgrounds folder
 * @returns {{ webm?: string, mp4?: string, poster?: string, prepared: boolean }} file names
 */
function chooseBackground(files, page) {
  const find = byName(files);
  const prepared = PREPARED(page);
  const webm = find(prepared.webm) || find(`${page}.webm`);
  const mp4 = find(prepared.mp4) || find(`${page}.mp4`) || find(`${page}.m4v`) || find(`${page}.mov`);
  const poster = find(prepared.poster) || find(`${page}.jpg`) || find(`${page}.jpeg`);
  return { webm, mp4, poster, prepared: Boolean(find(prepared.webm) && find(prepared.mp4)) };
}

/** The MIME type a <source> announces for a chosen file (QuickTime H.264 plays when announced as MP4). */
function videoType(file) {
  return /\.webm$/i.test(file) ? 'video/webm' : 'video/mp4';
}

module.exports = { VIDEO_EXTENSIONS, PREPARED, chooseBackground, originalVideos, videoType };
