const path = require('node:path');
const { jiti } = require('../build/jiti');
const { WritingSnapshotPlugin } = require('../build/writing/writingPlugins');
const { createConfig } = require('../webpack.common');

const { SNAPSHOT_FILE } = jiti(path.join(__dirname, 'src', 'writing', 'snapshot.ts'));

module.exports = createConfig({
  name: 'remote_writing',
  dir: __dirname,
  title: (owner, t) => t('harness.title', { part: t('harness.writing'), name: owner.name }),
  exposes: {
    './WritingPage': './src/pages/WritingPage.tsx',
  },
  backgrounds: ['writing'],
  plugins: ({ site }) => (site.writing ? [new WritingSnapshotPlugin({ site, file: SNAPSHOT_FILE })] : []),
});
