/** @jest-environment node */
const fs = require('node:fs');
const path = require('node:path');
const { ROOT } = require('../apps');
const { containerName, partWebpackConfig, readPartProject } = require('./partProject');

/** A part's folder inside this checkout, so its packages (webpack, Module Federation…) resolve from this install. */
function partFolder(files) {
  fs.mkdirSync(path.join(ROOT, 'node_modules', '.cache'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.cache', 'part-project-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const made = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});
const part = (files) => {
  const dir = partFolder(files);
  made.push(dir);
  return dir;
};

const PAGE = 'export default function Page() { return null; }\n';

it("names a part's container after its package, as a JavaScript identifier", () => {
  expect(containerName('lab')).toBe('lab');
  expect(containerName('@mira/synth-demo')).toBe('mira_synth_demo');
  expect(containerName('3d-viewer')).toBe('part_3d_viewer');
});

it('reads the title, language and page of a part, and says what a folder lacks to be one', () => {
  const dir = part({ 'package.json': JSON.stringify({ name: 'lab', folio: { title: ' Lab ', language: 'fr' } }), 'src/Page.tsx': PAGE });
  expect(readPartProject(dir)).toEqual({ dir, title: 'Lab', language: 'fr', container: 'lab', page: path.join(dir, 'src', 'Page.tsx') });

  const empty = part({});
  expect(() => readPartProject(empty)).toThrow(`There is no package.json here (${empty}): run this in a part's folder, or create one: npm create @folio-federation@latest lab -- --part`);
  expect(() => readPartProject(part({ 'package.json': '{ "name": ' }))).toThrow(/package\.json is not JSON: /);
  expect(() => readPartProject(part({ 'package.json': JSON.stringify({ name: 'lab' }), 'src/Page.tsx': PAGE }))).toThrow(/has no "folio": \{ "title": … \}: the part's title/);
  const pageless = part({ 'package.json': JSON.stringify({ name: 'lab', folio: { title: 'Lab' } }) });
  expect(() => readPartProject(pageless)).toThrow(`${path.join(pageless, 'src')} has no Page.tsx: a part's page is the default export of src/Page.tsx.`);
});

it("builds a part as the site admits it: ./Page exposed, React shared as one copy, its runtime's Trusted Types policy named after its container, its files named by content under static/", () => {
  const dir = part({ 'package.json': JSON.stringify({ name: '@mira/lab', folio: { title: 'Lab' } }), 'src/Page.tsx': PAGE });
  const config = partWebpackConfig(readPartProject(dir), { mode: 'production', out: path.join(dir, 'dist') });
  expect(config.output).toMatchObject({ path: path.join(dir, 'dist'), publicPath: 'auto', trustedTypes: { policyName: 'mira_lab-webpack' }, filename: 'static/js/[name].[contenthash:8].js', chunkFilename: 'static/js/[name].[contenthash:8].chunk.js' });
  expect(config.entry).toEqual({});
  expect(config.devtool).toBe(false);
  const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  const react = require('react/package.json').version.split('.')[0];
  expect(federation._options).toMatchObject({
    name: 'mira_lab',
    filename: 'remoteEntry.js',
    exposes: { './Page': './src/Page.tsx' },
    shared: { react: { singleton: true, requiredVersion: `^${react}` }, 'react-dom': { singleton: true }, 'react/jsx-runtime': { singleton: true } },
  });
  // Its stylesheets as files, named by content as its scripts are (the site's CSP refuses <style>).
  expect(config.module.rules.find((rule) => rule.test.test('Page.css')).use[1]).toBe(require.resolve('css-loader'));
  expect(config.plugins.find((plugin) => plugin.constructor.name === 'MiniCssExtractPlugin').options).toMatchObject({ filename: 'static/css/[name].[contenthash:8].css' });
  // Development: the standalone page's entry beside it, and source maps in files (the site's CSP refuses eval).
  const development = partWebpackConfig(readPartProject(dir), { mode: 'development', out: path.join(dir, 'dev'), harness: path.join(dir, 'harness.js') });
  expect(development.entry).toEqual({ harness: path.join(dir, 'harness.js') });
  expect(development.devtool).toBe('source-map');
});
