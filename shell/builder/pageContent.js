/** The shell's part of its page's content (builder/pageContent.js): the music bar's first track, and whether there is a Writing page. */
const { firstTrackTitle } = require('../../builder/media/playlist');
const { writingShown } = require('../../builder/writing/writingSnapshot');

function pageContentPart({ site }) {
  return { musicFirstTitle: firstTrackTitle(site), writingPage: writingShown(site) };
}

module.exports = { pageContentPart };
