/** The writing remote's build: emits the snapshot of the owner's posts and their covers, and reports what the feed lacked. */
const { writingSnapshot } = require('./writingSnapshot');

class WritingSnapshotPlugin {
  /** @param {{ site: object, file: string }} options  `file`: the snapshot's name, as the page fetches it */
  constructor({ site, file }) {
    this.site = site;
    this.file = file;
    this.reported = false;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(WritingSnapshotPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: WritingSnapshotPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { snapshot, covers, report, warnings } = writingSnapshot(this.site);
        for (const warning of warnings) compilation.warnings.push(new WebpackError(warning));
        if (report && !this.reported) console.log(report);
        this.reported = true;
        if (!snapshot) return;
        compilation.emitAsset(this.file, new sources.RawSource(`${JSON.stringify(snapshot, null, 2)}\n`));
        for (const { name, image } of covers) compilation.emitAsset(name, new sources.RawSource(image));
      });
    });
  }
}

module.exports = { WritingSnapshotPlugin };
