/** The writing remote's site build step: the snapshot of the owner's posts and their covers, and what the feed lacked. */
const { writingSnapshot } = require('./writingSnapshot');

/**
 * @param {string} file  the snapshot's name, as the page fetches it
 * @returns {(build: object) => { file: string, source: string | Buffer }[]}  a step (builder/site/appFiles.js)
 */
function writingFiles(file) {
  let reported = false;
  return (build) => {
    if (!build.site.writing) return [];
    const { snapshot, covers, report, warnings } = writingSnapshot(build.site);
    for (const warning of warnings) build.warnings.push(new Error(warning));
    // Once per process: the dev server does not repeat it on every rebuild.
    if (report && !reported) build.lines.push(report);
    reported = true;
    if (!snapshot) return [];
    return [{ file, source: `${JSON.stringify(snapshot, null, 2)}\n` }, ...covers.map(({ name, image }) => ({ file: name, source: image }))];
  };
}

module.exports = { writingFiles };
