// The build inlines the validated content/site.json as __SITE__; unit tests use the sample content.
const path = require('node:path');
const { jiti } = require('../build/jiti');

const { loadSiteContent } = jiti('./shared/src/content/loadSiteContent.ts');
globalThis.__SITE__ = loadSiteContent(path.join(__dirname, '..', 'content', 'site.json'));
globalThis.__DEV__ = false;
// No CV PDF in the sample content; tests of the download link set one.
globalThis.__CV_PDF__ = null;
// The shell's music bar before the player loads names the sample playlist's first track.
globalThis.__MUSIC_FIRST_TITLE__ = require('../build/media/playlist').firstTrackTitle(globalThis.__SITE__);
// No writing in the sample content: the home menu has the seed's four sections.
globalThis.__WRITING_PAGE__ = false;
// The shell records pages and vitals for analytics (the sample has no provider; their tests turn it on).
globalThis.__ANALYTICS__ = true;
