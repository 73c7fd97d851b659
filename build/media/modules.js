/**
 * The owner's background videos as webpack modules: '@background?page=<page>' (a section's video,
 * chosen and budget-checked). The home picture is the page's data, not a module (profilePicture.js).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { contentDir } = require('../apps');
const { isStrict } = require('./budget');

const stub = (name) => path.join(__dirname, `${name}.stub.js`);

/** The names and bytes of the files in `folder` that `keep` keeps: what a loader reads there, wherever the folder is. */
function fingerprint(folder, keep) {
  const hash = crypto.createHash('sha256');
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter(keep).sort() : [];
  for (const file of files) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

function mediaModules() {
  const options = { contentDir: contentDir() };
  const media = path.join(contentDir(), 'media');
  // Named by what the loaders read (and the strictness), not by where the content folder is: a
  // webpack cache shared by builds of other content (the browser tests') never serves one build's
  // media, or warnings, to another, and the same media builds the same code from any folder.
  const ident = (name, folder, keep) => `${name}:${fingerprint(folder, keep)}:${isStrict() ? 'strict' : 'lenient'}`;
  return {
    alias: { '@background$': stub('background') },
    rules: [
      { test: stub('background'), use: { loader: path.join(__dirname, 'backgroundLoader.js'), options, ident: ident('background', path.join(media, 'backgrounds'), () => true) } },
    ],
  };
}

module.exports = { mediaModules };
