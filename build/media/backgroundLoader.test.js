/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const backgroundLoader = require('./backgroundLoader');
const { MediaReportPlugin } = require('./report');

let contentDir;
const env = { ...process.env };

beforeEach(() => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backgrounds-'));
  // Strict, as CI builds: a page without a video must not be a problem even then.
  process.env.MEDIA_STRICT = '1';
});
afterEach(() => {
  process.env = { ...env };
  fs.rmSync(contentDir, { recursive: true, force: true });
});

/** Runs the loader as webpack would for '@background?page=<page>', recording what it asked of webpack. */
function load(page, compilation = { modules: [] }) {
  const module = { buildInfo: {} };
  compilation.modules.push(module);
  const asked = { context: [], missing: [], warnings: [], errors: [], emitted: [] };
  const context = {
    getOptions: () => ({ contentDir }),
    resourceQuery: `?page=${page}`,
    addContextDependency: (dir) => asked.context.push(dir),
    emitFile: (file, bytes) => asked.emitted.push([file, bytes.length]),
    addMissingDependency: (dir) => asked.missing.push(dir),
    emitWarning: (error) => asked.warnings.push(error.message),
    emitError: (error) => asked.errors.push(error.message),
    _module: module,
  };
  return { code: backgroundLoader.call(context), asked };
}

/** What the production build prints for a compilation (MediaReportPlugin's done hook). */
function printed(compilation, options) {
  const lines = [];
  jest.spyOn(console, 'log').mockImplementation((line) => lines.push(line));
  new MediaReportPlugin('remote-cv', options).apply({ hooks: { done: { tap: (_name, done) => done({ compilation }) } } });
  return lines;
}

test('no backgrounds folder: every page gets no video, with no warning, and the build names the pages', () => {
  const compilation = { modules: [] };
  const results = ['skills', 'experience', 'qualifications'].map((page) => load(page, compilation));
  for (const { code, asked } of results) {
    expect(code).toBe('export default null;\n');
    expect(asked.warnings).toEqual([]);
    expect(asked.errors).toEqual([]);
    // Creating the folder while the dev server runs must rebuild the pages.
    expect(asked.missing).toEqual([path.join(contentDir, 'media', 'backgrounds')]);
  }
  expect(printed(compilation)).toEqual([expect.stringMatching(/^Backgrounds \(remote-cv\): no video for the experience, qualifications and skills pages, which show the theme's plain background\. To add one, put <page>\.<mp4\|webm\|mov\|m4v> in .*media[/\\]backgrounds and run npm run media:prepare\.$/)]);
});

test('a page without a video beside pages with one: only that page goes without, and only it is named', () => {
  const folder = path.join(contentDir, 'media', 'backgrounds');
  fs.mkdirSync(folder, { recursive: true });
  for (const file of ['experience.web.webm', 'experience.web.mp4', 'experience.poster.jpg', 'skills.jpg']) fs.writeFileSync(path.join(folder, file), 'x');
  const compilation = { modules: [] };
  const experience = load('experience', compilation);
  // Emitted content-hashed, and named by their URL beside the remote's code: no path of the content folder is in the code.
  expect(experience.code).toMatch(/^export default \{ webm: __webpack_public_path__ \+ "static\/media\/experience\.web\.[0-9a-f]{8}\.webm", mp4: __webpack_public_path__ \+ "static\/media\/experience\.web\.[0-9a-f]{8}\.mp4", poster: __webpack_public_path__ \+ "static\/media\/experience\.poster\.[0-9a-f]{8}\.jpg" \};\n$/);
  expect(experience.code).not.toContain(contentDir);
  expect(experience.asked.emitted.map(([file]) => file)).toHaveLength(3);
  expect(experience.asked.context).toEqual([folder]);
  // A poster alone is no background: the page shows the plain one.
  expect(load('skills', compilation).code).toBe('export default null;\n');
  const lines = printed(compilation);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^Media \(remote-cv\): 1 file/);
  expect(lines[1]).toMatch(/^Backgrounds \(remote-cv\): no video for the skills page, which shows the theme's plain background\. To add one, put skills\./);
});

test('with every page\'s video there is no background line', () => {
  const folder = path.join(contentDir, 'media', 'backgrounds');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'projects.web.webm'), 'x');
  fs.writeFileSync(path.join(folder, 'projects.web.mp4'), 'x');
  fs.writeFileSync(path.join(folder, 'projects.poster.jpg'), 'x');
  const compilation = { modules: [] };
  load('projects', compilation);
  expect(printed(compilation).filter((line) => line.startsWith('Backgrounds'))).toEqual([]);
});

test('a page the site does not show (Writing, with no feed) is not named', () => {
  const compilation = { modules: [] };
  load('writing', compilation);
  load('skills', compilation);
  expect(printed(compilation, { hiddenPages: ['writing'] })).toEqual([expect.stringMatching(/no video for the skills page, which shows/)]);
  expect(printed(compilation, { hiddenPages: ['writing', 'skills'] })).toEqual([]);
});
