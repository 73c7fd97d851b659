/** The shell's part of its page's content (builder/pageContent.js): the music bar's first track, whether there is a Writing page, and the owner's own pages and parts for the menu. */
const { firstTrackTitle } = require('../../builder/media/playlist');
const { ownMenu, siteParts } = require('../../builder/parts/parts');
const { ownPageEntries } = require('../../builder/writing/ownPosts');
const { writingShown } = require('../../builder/writing/writingSnapshot');

function pageContentPart({ site }) {
  return { musicFirstTitle: firstTrackTitle(site), writingPage: writingShown(site), ownPages: ownMenu(ownPageEntries(), siteParts(site), site.language) };
}

module.exports = { pageContentPart };
