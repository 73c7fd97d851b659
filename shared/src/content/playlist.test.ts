import { resolvePlaylist, trackTitle } from './playlist';

const labels = { folderLabel: 'content/music', configLabel: 'content/site.json' };

describe('resolvePlaylist', () => {
  it('plays the folder in name order, numbers counted as numbers', () => {
    const available = ['10 Last.mp3', '2 Second.mp3', '01 First.mp3', 'b.mp3', 'a.mp3'];
    expect(resolvePlaylist({ available, ...labels })).toEqual(['01 First.mp3', '2 Second.mp3', '10 Last.mp3', 'a.mp3', 'b.mp3']);
  });

  it('follows the order content/site.json lists, and only those tracks', () => {
    const available = ['a.mp3', 'b.mp3', 'c.mp3'];
    expect(resolvePlaylist({ available, configured: ['c.mp3', 'a.mp3'], ...labels })).toEqual(['c.mp3', 'a.mp3']);
  });

  it('names the config file, the field and the missing file', () => {
    expect(() => resolvePlaylist({ available: ['a.mp3'], configured: ['a.mp3', 'gone.mp3'], ...labels })).toThrow(
      'content/site.json: field "music.playlist" names "gone.mp3", not found in content/music.',
    );
  });

  it('rejects an empty or repeating list', () => {
    expect(() => resolvePlaylist({ available: ['a.mp3'], configured: [], ...labels })).toThrow(/"music.playlist" is empty/);
    expect(() => resolvePlaylist({ available: ['a.mp3'], configured: ['a.mp3', 'a.mp3'], ...labels })).toThrow(
      /lists "a.mp3" more than once/,
    );
  });

  it('is empty when the owner has no music (no folder, or no .mp3 in it)', () => {
    expect(resolvePlaylist({ available: [], ...labels })).toEqual([]);
  });

  it('still fails when site.json lists tracks and the folder has none: a broken config, not "no music"', () => {
    expect(() => resolvePlaylist({ available: [], configured: ['a.mp3'], ...labels })).toThrow(
      'content/site.json: field "music.playlist" names "a.mp3", not found in content/music (it has no .mp3 files: add them, or remove "music.playlist" for a site without music).',
    );
  });
});

describe('trackTitle', () => {
  it('shows the file name without its .mp3 extension', () => {
    expect(trackTitle('01 Morning Commit.mp3')).toBe('01 Morning Commit');
    expect(trackTitle('Loud.MP3')).toBe('Loud');
    expect(trackTitle('mp3 mix.mp3')).toBe('mp3 mix');
  });
});
