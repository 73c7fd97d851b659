/**
 * The owner's media as webpack modules: '@profile-picture' (the home <picture>, made by the image
 * pipeline) and '@background?page=<page>' (a section's background video, chosen and budget-checked).
 */
const path = require('node:path');
const { contentDir } = require('../apps');
const { isStrict } = require('./budget');

const stub = (name) => path.join(__dirname, `${name}.stub.js`);

function mediaModules() {
  const options = { contentDir: contentDir() };
  // Names the modules by content folder and strictness, so a webpack cache shared by builds of
  // other content (the browser tests') never serves one build's media, or warnings, to another.
  const ident = (name) => `${name}:${contentDir()}:${isStrict() ? 'strict' : 'lenient'}`;
  return {
    alias: { '@profile-picture$': stub('profilePicture'), '@background$': stub('background') },
    rules: [
      { test: stub('profilePicture'), use: { loader: path.join(__dirname, 'profilePictureLoader.js'), options, ident: ident('profile-picture') } },
      { test: stub('background'), use: { loader: path.join(__dirname, 'backgroundLoader.js'), options, ident: ident('background') } },
    ],
  };
}

module.exports = { mediaModules };
