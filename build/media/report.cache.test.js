/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

/**
 * The media lines must not depend on whether webpack's persistent cache served the media modules:
 * a cached module runs no loader. CI builds many content folders with one cache, and a folder
 * without videos built after another one without videos is served from it.
 */
let work;
const env = { ...process.env };

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'media-report-cache-'));
  process.env.MEDIA_STRICT = '1';
});
afterEach(() => {
  process.env = { ...env };
  fs.rmSync(work, { recursive: true, force: true });
  jest.restoreAllMocks();
});

/** Builds a page that imports two backgrounds from `content`, with the cache in `work`; resolves to the lines the build printed. */
function build(content) {
  process.env.CONTENT_DIR = content;
  // Required afresh: modules.js reads CONTENT_DIR when it makes the rules.
  let mediaModules;
  let MediaReportPlugin;
  jest.isolateModules(() => {
    ({ mediaModules } = require('./modules'));
    ({ MediaReportPlugin } = require('./report'));
  });
  const entry = path.join(work, 'entry.js');
  fs.writeFileSync(entry, "import skills from '@background?page=skills';\nimport projects from '@background?page=projects';\nconsole.log(skills, projects);\n");
  const { alias, rules } = mediaModules();
  const compiler = webpack({
    mode: 'production',
    context: work,
    entry,
    output: { path: path.join(work, 'out'), publicPath: '/' },
    resolve: { alias },
    module: { rules },
    cache: { type: 'filesystem', cacheDirectory: path.join(work, 'cache'), buildDependencies: { config: [__filename] } },
    optimization: { minimize: false },
    plugins: [new MediaReportPlugin('remote-cv')],
    infrastructureLogging: { level: 'error' },
  });
  const lines = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line) => lines.push(line));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        log.mockRestore();
        if (error || stats.hasErrors()) reject(error || new Error(stats.toString('errors-only')));
        else resolve({ lines });
      });
    });
  });
}

function contentWithVideoFor(name, page) {
  const folder = path.join(work, name, 'media', 'backgrounds');
  fs.mkdirSync(folder, { recursive: true });
  for (const file of [`${page}.web.webm`, `${page}.web.mp4`, `${page}.poster.jpg`]) fs.writeFileSync(path.join(folder, file), page);
  return path.join(work, name);
}

test('a second folder with the same media, served from the cache, still gets both lines, naming its own folder', async () => {
  const first = contentWithVideoFor('first', 'projects');
  const second = contentWithVideoFor('second', 'projects');
  const expected = (folder) => [
    expect.stringMatching(/^Media \(remote-cv\): 1 file, .* → 3 files, /),
    expect.stringMatching(
      new RegExp(`^Backgrounds \\(remote-cv\\): no video for the skills page, .* in ${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[/\\\\]media[/\\\\]backgrounds and run`),
    ),
  ];
  const one = await build(first);
  expect(one.lines).toEqual(expected(first));
  const two = await build(second);
  expect(two.lines).toEqual(expected(second));
}, 60000);
