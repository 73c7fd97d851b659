/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { loadPlaylist, looksLikeMp3, musicFiles } = require('./musicAssets');
const { readContent } = require('../../builder/content');
const { pageContentOf } = require('../../builder/pageContent');

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

test("the music remote's site build, from content with no music: an empty playlist on its page and in playlist.json, where it used to stop the build", () => {
  fs.copyFileSync(path.join(__dirname, '..', '..', 'content', 'site.json'), path.join(dir, 'site.json'));
  const content = readContent();
  expect(pageContentOf('remote_music', content).playlist).toEqual([]);
  const build = { site: content.site, errors: [], warnings: [], lines: [], watch: () => {} };
  expect(musicFiles(build)).toEqual([{ file: 'music/playlist.json', source: '{\n  "tracks": []\n}\n' }]);
  expect(build.errors).toEqual([]);
});

test('each track ships under music/ as it is, named in the playlist; a playlist naming a missing track is the build’s error', () => {
  fs.copyFileSync(SAMPLE_TRACK, path.join(dir, 'music', '01 Morning Commit.mp3'));
  const build = { site, errors: [], warnings: [], lines: [], watch: () => {} };
  const files = musicFiles(build);
  expect(files.map(({ file }) => file)).toEqual(['music/01 Morning Commit.mp3', 'music/playlist.json']);
  expect(files[0].source).toEqual(fs.readFileSync(SAMPLE_TRACK));
  expect(() => musicFiles({ ...build, site: { music: { playlist: ['02 gone.mp3'] } } })).toThrow(/names "02 gone\.mp3"/);
});
