/**
 * The owner's media as webpack modules: '@profile-picture' (the home <picture>, made by the image
 * pipeline) and '@background?page=<page>' (a section's background video, chosen and budget-checked).
 */
const path = require('node:path');
const { contentDir } = require('../apps');

const stub = (name) => path.join(__dirname, `${name}.stub.js`);

function mediaModules() {
  const options = { contentDir: contentDir() };
  return {
    alias: { '@profile-picture$': stub('profilePicture'), '@background$': stub('background') },
    rules: [
      { test: stub('profilePicture'), use: { loader: path.join(__dirname, 'profilePictureLoader.js'), options } },
      { test: stub('background'), use: { loader: path.join(__dirname, 'backgroundLoader.js'), options } },
    ],
  };
}

module.exports = { mediaModules };
