/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { loadPlaylist, looksLikeMp3 } = require('./musicAssets');
const { readContent } = require('../../build/content');
const { pageContentOf } = require('../../build/pageContent');

const SAMPLE_TRACK = path.join(__dirname, '..', '..', 'content', 'music', '01 Morning Commit.mp3');
const site = { music: { playlist: undefined } };
let dir;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'music-'));
  fs.mkdirSync(path.join(dir, 'music'));
  process.env.CONTENT_DIR = dir;
});
afterEach(() => {
  delete process.env.CONTENT_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a real MP3 passes with no warning', () => {
  fs.copyFileSync(SAMPLE_TRACK, path.join(dir, 'music', '01 a.mp3'));
  expect(loadPlaylist(site)).toMatchObject({ files: ['01 a.mp3'], warnings: [] });
});

test('a file that is not audio fails the build, naming it', () => {
  fs.copyFileSync(SAMPLE_TRACK, path.join(dir, 'music', '01 a.mp3'));
  fs.writeFileSync(path.join(dir, 'music', '02 notes.mp3'), 'these are my lyrics, not audio');
  expect(() => loadPlaylist(site)).toThrow(/music[/\\]02 notes\.mp3 is not MP3 audio/);
});

test('a track over 10 MB is a warning with its size and the budget', () => {
  const big = Buffer.alloc(11 * 1024 * 1024);
  fs.readFileSync(SAMPLE_TRACK).copy(big);
  fs.writeFileSync(path.join(dir, 'music', '01 long mix.mp3'), big);
  const { warnings } = loadPlaylist(site);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/01 long mix\.mp3 is 11\.0 MB, over the 10\.0 MB budget for a music track/);
});

test('looksLikeMp3: ID3 tag or MPEG frame sync', () => {
  expect(looksLikeMp3(Buffer.from('ID3\u0004'))).toBe(true);
  expect(looksLikeMp3(Buffer.from([0xff, 0xfb, 0x90]))).toBe(true);
  expect(looksLikeMp3(Buffer.from('RIFF....WAVE'))).toBe(false);
  expect(looksLikeMp3(Buffer.alloc(0))).toBe(false);
});

test('no music folder, or one with no .mp3, is an empty playlist: the remote still builds', () => {
  fs.writeFileSync(path.join(dir, 'music', 'notes.txt'), 'ideas for tracks');
  expect(loadPlaylist(site)).toMatchObject({ files: [], warnings: [] });
  fs.rmSync(path.join(dir, 'music'), { recursive: true });
  expect(loadPlaylist(site)).toMatchObject({ files: [], warnings: [] });
});

test('site.json naming tracks with none in the folder still fails: a broken config', () => {
  expect(() => loadPlaylist({ music: { playlist: ['01 a.mp3'] } })).toThrow(/field "music\.playlist" names "01 a\.mp3", not found in .*music \(it has no \.mp3 files/);
});

test("the music remote's build config, from content with no music: an empty playlist on its page, where it used to stop the build", () => {
  fs.copyFileSync(path.join(__dirname, '..', '..', 'content', 'site.json'), path.join(dir, 'site.json'));
  const createWebpackConfig = require('../webpack.config.js');
  const webpackConfig = createWebpackConfig({}, { mode: 'production' });
  expect(pageContentOf('remote_music', readContent()).playlist).toEqual([]);
  expect(webpackConfig.plugins.some((plugin) => plugin.constructor.name === 'MusicAssetsPlugin')).toBe(true);
});
