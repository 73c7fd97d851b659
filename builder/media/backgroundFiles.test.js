/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { backgroundsOf } = require('./backgroundFiles');
const { mediaLines } = require('./report');
const { remoteContentFiles } = require('../remoteContentFiles');

let contentDir;
const env = { ...process.env };

beforeEach(() => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backgrounds-'));
  process.env.CONTENT_DIR = contentDir;
  // Strict, as CI builds: a page without a video must not be a problem even then.
  process.env.MEDIA_STRICT = '1';
  // CI=true makes every build strict; the lenient case below must be lenient in CI too.
  delete process.env.CI;
});
afterEach(() => {
  process.env = { ...env };
  fs.rmSync(contentDir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

function videos(files) {
  const folder = path.join(contentDir, 'media', 'backgrounds');
  fs.mkdirSync(folder, { recursive: true });
  for (const [file, bytes] of Object.entries(files)) fs.writeFileSync(path.join(folder, file), bytes);
  return folder;
}

/** A remote's content.json and files as its build emits them, and what the build then prints and reports. */
async function build(pages, { own, hiddenPages } = {}) {
  const made = { errors: [], warnings: [] };
  const files = await remoteContentFiles({ own, pages, content: {}, build: made });
  const lines = mediaLines(made, 'remote-cv', { hiddenPages });
  const content = JSON.parse(files.find(({ file }) => file === 'content.json').source);
  return { files, content, lines, problems: [...made.errors, ...made.warnings].map((error) => error.message), errors: made.errors };
}

test('no backgrounds folder: every page has no video, with no problem, and the build names the pages', async () => {
  const { content, files, lines, problems } = await build(['skills', 'experience', 'qualifications']);
  expect(content.backgrounds).toEqual({ skills: null, experience: null, qualifications: null });
  expect(files.map(({ file }) => file)).toEqual(['content.json']);
  expect(problems).toEqual([]);
  expect(lines).toEqual([expect.stringMatching(/^Backgrounds \(remote-cv\): no video for the experience, qualifications and skills pages, which show the theme's plain background\. To add one, put <page>\.<mp4\|webm\|mov\|m4v> in .*media[/\\]backgrounds and run npm run media:prepare\.$/)]);
});

test('a page with its web set ships it named by its bytes, content.json names it from the remote\'s folder, and only the page without is named', async () => {
  // The owner's own video, and the web set media:prepare made of it.
  videos({ 'experience.mov': 'owner', 'experience.web.webm': 'w', 'experience.web.mp4': 'm', 'experience.poster.jpg': 'p', 'skills.jpg': 'x' });
  const { content, files, lines, problems } = await build(['experience', 'skills']);
  expect(content.backgrounds).toEqual({
    experience: {
      webm: expect.stringMatching(/^static\/media\/experience\.web\.[0-9a-f]{8}\.webm$/),
      mp4: expect.stringMatching(/^static\/media\/experience\.web\.[0-9a-f]{8}\.mp4$/),
      poster: expect.stringMatching(/^static\/media\/experience\.poster\.[0-9a-f]{8}\.jpg$/),
    },
    // A poster alone is no background: the page shows the plain one.
    skills: null,
  });
  const shipped = Object.fromEntries(files.map(({ file, source }) => [file, source.toString()]));
  expect(shipped[content.backgrounds.experience.webm]).toBe('w');
  expect(JSON.stringify(content)).not.toContain(contentDir);
  expect(problems).toEqual([]);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^Media \(remote-cv\): 1 file, 5 B in → 3 files, 3 B shipped$/);
  expect(lines[1]).toMatch(/^Backgrounds \(remote-cv\): no video for the skills page, which shows the theme's plain background\. To add one, put skills\./);
});

test("the same videos from another folder are the same files: the names are the bytes'", async () => {
  videos({ 'projects.web.webm': 'w', 'projects.web.mp4': 'm', 'projects.poster.jpg': 'p' });
  const here = backgroundsOf(contentDir, ['projects']).backgrounds;
  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'backgrounds-other-'));
  try {
    fs.cpSync(path.join(contentDir, 'media'), path.join(other, 'media'), { recursive: true });
    expect(backgroundsOf(other, ['projects']).backgrounds).toEqual(here);
  } finally {
    fs.rmSync(other, { recursive: true, force: true });
  }
});

test('a video without its poster, or unprepared QuickTime, is a problem naming the file and the command; an error when strict', async () => {
  videos({ 'projects.mov': 'q' });
  const strict = await build(['projects']);
  expect(strict.errors.map((error) => error.message)).toEqual([
    expect.stringMatching(/backgrounds[/\\]projects: no poster frame \(projects\.poster\.jpg\), so the scrim colour shows until the video plays: run npm run media:prepare$/),
    expect.stringMatching(/backgrounds[/\\]projects\.mov ships as it is \(no web set\): run npm run media:prepare$/),
  ]);
  process.env.MEDIA_STRICT = '0';
  const lenient = await build(['projects']);
  expect(lenient.errors).toEqual([]);
  expect(lenient.problems).toHaveLength(2);
  // Shipped anyway: the page plays it.
  expect(lenient.content.backgrounds.projects).toEqual({ mp4: expect.stringMatching(/^static\/media\/projects\.[0-9a-f]{8}\.mov$/) });
});

test("the remote's own part goes in beside the backgrounds, with its files", async () => {
  const own = () => ({ data: { cv: [{ file: 'static/media/cv.1.tex' }] }, files: [{ file: 'static/media/cv.1.tex', source: 'x' }] });
  const { content, files } = await build(['skills'], { own });
  expect(content).toEqual({ cv: [{ file: 'static/media/cv.1.tex' }], backgrounds: { skills: null } });
  expect(files.map(({ file }) => file)).toEqual(['static/media/cv.1.tex', 'content.json']);
});

test('a page the site does not show (Writing, with no feed) is not named', async () => {
  expect((await build(['writing', 'skills'], { hiddenPages: ['writing'] })).lines).toEqual([expect.stringMatching(/no video for the skills page, which shows/)]);
  expect((await build(['writing', 'skills'], { hiddenPages: ['writing', 'skills'] })).lines).toEqual([]);
});
