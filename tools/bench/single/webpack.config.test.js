/** @jest-environment node */
/**
 * The no-federation baseline must keep building as the apps change: one bundle, whose pages all
 * read their remote's content.json from its one folder, and whose stand-in loader is compiled.
 */
const singleConfig = require('./webpack.config');
const { remoteFiles } = require('./site');

const single = () => [].concat(singleConfig({}, { mode: 'production' })).find((config) => config.target !== 'node');

test('makes one content.json, with the CV, where the repositories are read, and every page’s background', async () => {
  // No network in tests: the Projects snapshot step finds nothing listening and takes the sample.
  process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
  const { files, problems } = await remoteFiles();
  delete process.env.GITHUB_API_URL;
  const contentFiles = files.filter(({ file }) => file === 'content.json');
  expect(contentFiles).toHaveLength(1);
  const content = JSON.parse(contentFiles[0].source);
  expect(content.cv[0]).toMatchObject({ lang: 'en', cvClass: 'altacv', file: expect.stringMatching(/^static\/media\/cv\.[0-9a-f]{8}\.tex$/) });
  expect(content.github).toMatchObject({ user: 'mira-kestrel-example' });
  expect(Object.keys(content.backgrounds).sort()).toEqual(['experience', 'projects', 'qualifications', 'skills', 'writing']);
  // Every file content.json names is made beside it; no remote's own page is among them.
  for (const file of [content.cv[0].file, content.backgrounds.experience.webm]) expect(files.some((entry) => entry.file === file)).toBe(true);
  expect(files.some(({ file }) => file.endsWith('index.html'))).toBe(false);
  expect(problems).toEqual([]);
}, 30000);

test('compiles its stand-in for the federated loader with the apps’ TypeScript', () => {
  const scripts = single().module.rules.find((rule) => rule.use?.loader === 'ts-loader');
  expect(scripts.include).toContain(__dirname);
});
