// Unit tests get fixed files; the build chooses the owner's (build/media/backgroundLoader.js).
module.exports = { webm: 'background.webm', mp4: 'background.mp4', poster: 'background.jpg' };
