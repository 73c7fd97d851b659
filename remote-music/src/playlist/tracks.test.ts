import { toTracks } from './tracks';

describe('tracks', () => {
  it('loads tracks from the remote\'s own music folder, even inside a page on another origin', () => {
    const [track] = toTracks(['01 Morning Commit.mp3'], 'http://localhost:8083/static/js/../../', 'http://localhost:8080/');
    expect(track).toEqual({
      file: '01 Morning Commit.mp3',
      title: '01 Morning Commit',
      url: 'http://localhost:8083/music/01%20Morning%20Commit.mp3',
    });
  });

  it('resolves a relative public path against the page and escapes names', () => {
    const [track] = toTracks(['a#b?.mp3'], '/music-app/', 'https://example.test/portfolio/');
    expect(track?.url).toBe('https://example.test/music-app/music/a%23b%3F.mp3');
  });
});
