const { createConfig } = require('../webpack.common');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  offersCvPdf: true,
  host: true,
  prerender: './src/prerender.tsx',
  title: (site) => `${site.owner.name} · ${site.owner.jobTitle}`,
});
