const { createConfig } = require('../webpack.common');

module.exports = createConfig({
  name: 'remote_writing',
  dir: __dirname,
  site: require('./site.config'),
  exposes: {
    './WritingPage': './src/pages/WritingPage.tsx',
    './PostPage': './src/pages/PostPage.tsx',
    './OwnPage': './src/pages/OwnPage.tsx',
  },
});
