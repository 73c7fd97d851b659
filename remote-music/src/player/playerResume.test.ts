import { forgetPlayerResume, parsePlayerResume, readPlayerResume, savePlayerResume } from './playerResume';

describe('the music kept across the shell reload', () => {
  it('reads back a saved state until it is forgotten', () => {
    savePlayerResume({ track: 2, position: 41.5, playing: true });
    expect(readPlayerResume(3)).toEqual({ track: 2, position: 41.5, playing: true });
    expect(readPlayerResume(3)).toEqual({ track: 2, position: 41.5, playing: true });
    forgetPlayerResume();
    expect(readPlayerResume(3)).toBeUndefined();
  });

  it('ignores a state that does not fit this playlist or is malformed', () => {
    expect(parsePlayerResume(JSON.stringify({ track: 3, position: 1, playing: true }), 3)).toBeUndefined();
    expect(parsePlayerResume(JSON.stringify({ track: 1, position: -1, playing: true }), 3)).toBeUndefined();
    expect(parsePlayerResume(JSON.stringify({ track: 1, position: 2 }), 3)).toBeUndefined();
    expect(parsePlayerResume('{', 3)).toBeUndefined();
    expect(parsePlayerResume(null, 3)).toBeUndefined();
  });
});
