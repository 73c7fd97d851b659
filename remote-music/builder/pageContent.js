/** The music remote's part of the page content (builder/pageContent.js): the track files, in play order. */
const { playlistFiles } = require('../../builder/media/playlist');

/** A broken playlist gives none here: the music remote's build fails on it and says why. */
function pageContentPart({ site }) {
  try {
    return { playlist: playlistFiles(site).files };
  } catch (error) {
    if (error.name === 'PlaylistError') return { playlist: [] };
    throw error;
  }
}

module.exports = { pageContentPart };
