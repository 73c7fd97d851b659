/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { firstTrackTitle, noMusicMessage } = require('./playlist');

const SAMPLE_TRACK = path.join(__dirname, '..', '..', 'content', 'music', '01 Morning Commit.mp3');
let dir;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-track-'));
  process.env.CONTENT_DIR = dir;
});
afterEach(() => {
  delete process.env.CONTENT_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('firstTrackTitle: what the shell shows for the player', () => {
  test('the first track in play order', () => {
    fs.mkdirSync(path.join(dir, 'music'));
    fs.copyFileSync(SAMPLE_TRACK, path.join(dir, 'music', '2 Second.mp3'));
    fs.copyFileSync(SAMPLE_TRACK, path.join(dir, 'music', '10 Tenth.mp3'));
    expect(firstTrackTitle({ music: {} })).toBe('2 Second');
    expect(firstTrackTitle({ music: { playlist: ['10 Tenth.mp3', '2 Second.mp3'] } })).toBe('10 Tenth');
  });

  test('null without music (no folder, or no .mp3 in it): the shell then has no player at all', () => {
    expect(firstTrackTitle({ music: {} })).toBeNull();
    fs.mkdirSync(path.join(dir, 'music'));
    fs.writeFileSync(path.join(dir, 'music', 'cover.jpg'), 'x');
    expect(firstTrackTitle({ music: {} })).toBeNull();
  });

  test("'' for a broken playlist, which the music remote's build refuses", () => {
    expect(firstTrackTitle({ music: { playlist: ['gone.mp3'] } })).toBe('');
  });
});

test('noMusicMessage says there is no music, what the visitor gets and how to add some', () => {
  expect(noMusicMessage(path.join(__dirname, '..', '..', 'content', 'music'))).toBe(
    'Music: none (content/music has no .mp3 files), so the site has no music player. To add one, put .mp3 files in content/music (they play in name order) and build again.',
  );
});
