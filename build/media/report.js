/**
 * The one-line media summary each production build prints: how many owner files went in, their
 * bytes, and the bytes that ship. Loaders and plugins record into the compilation; the plugin prints.
 */
const { formatBytes } = require('./budget');

const records = new WeakMap();

/** @param {{ file: string, before: number, after: number, outputs: number }} entry */
function recordMedia(compilation, entry) {
  const list = records.get(compilation) || [];
  if (!list.some((existing) => existing.file === entry.file)) list.push(entry);
  records.set(compilation, list);
}

function summarise(app, entries) {
  const before = entries.reduce((sum, entry) => sum + entry.before, 0);
  const after = entries.reduce((sum, entry) => sum + entry.after, 0);
  const outputs = entries.reduce((sum, entry) => sum + entry.outputs, 0);
  return `Media (${app}): ${entries.length} file${entries.length === 1 ? '' : 's'}, ${formatBytes(before)} in → ${outputs} file${outputs === 1 ? '' : 's'}, ${formatBytes(after)} shipped`;
}

class MediaReportPlugin {
  constructor(app) {
    this.app = app;
  }

  apply(compiler) {
    compiler.hooks.done.tap('MediaReportPlugin', (stats) => {
      const entries = records.get(stats.compilation);
      if (entries?.length) console.log(summarise(this.app, entries));
    });
  }
}

module.exports = { recordMedia, summarise, MediaReportPlugin };
