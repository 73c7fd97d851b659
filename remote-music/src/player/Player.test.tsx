import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toTracks } from '../playlist/tracks';
import { BEFORE_SHELL_RELOAD_EVENT } from '@portfolio/shared';
import { Player } from './Player';
import { readPlayerResume } from './playerResume';
import { REPLAY_DELAY_MS } from './playerState';

const FILES = ['01 First Light.mp3', '02 Second Wind.mp3', '03 Third Rail.mp3'];
const tracks = toTracks(FILES, 'http://music.test/', 'http://shell.test/');

function renderPlayer() {
  const view = render(<Player tracks={tracks} artist="Mira Kestrel" />);
  const audio = view.container.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return { ...view, audio };
}

const play = jest.spyOn(window.HTMLMediaElement.prototype, 'play');
const pause = jest.spyOn(window.HTMLMediaElement.prototype, 'pause');

beforeEach(() => {
  play.mockReset().mockResolvedValue(undefined);
  pause.mockClear();
});

describe('Player', () => {
  it('starts not playing on the first track, named without .mp3, and loads nothing yet', () => {
    const { audio } = renderPlayer();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next track' })).toBeInTheDocument();
    expect(screen.getByText('01 First Light')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(audio).toHaveAttribute('src', 'http://music.test/music/01%20First%20Light.mp3');
    expect(audio).toHaveAttribute('preload', 'none');
    expect(play).not.toHaveBeenCalled();
  });

  it('does, once, what the visitor pressed on the shell\'s bar before the player arrived', async () => {
    const { container, rerender } = render(<Player tracks={tracks} artist="Mira Kestrel" pressed={['next', 'play']} />);
    expect(screen.getByText('02 Second Wind')).toBeInTheDocument();
    expect(container.querySelector('audio')).toHaveAttribute('src', 'http://music.test/music/02%20Second%20Wind.mp3');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Current track: 02 Second Wind');
    expect(play).toHaveBeenCalledTimes(1);
    rerender(<Player tracks={tracks} artist="Mira Kestrel" pressed={['next', 'play']} />);
    expect(screen.getByText('02 Second Wind')).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('plays and pauses, the button saying what it will do', async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('next shows and announces the following track, wrapping after the last', async () => {
    const user = userEvent.setup();
    const { audio } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Next track' }));
    expect(screen.getByText('02 Second Wind')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Current track: 02 Second Wind');
    expect(audio.src).toBe('http://music.test/music/02%20Second%20Wind.mp3');
    await user.click(screen.getByRole('button', { name: 'Next track' }));
    await user.click(screen.getByRole('button', { name: 'Next track' }));
    expect(screen.getByText('01 First Light')).toBeInTheDocument();
  });

  it('when a track ends, loads the next one and plays it again after 200 ms', async () => {
    jest.useFakeTimers();
    try {
      const { audio } = renderPlayer();
      const load = jest.spyOn(audio, 'load');
      fireEvent.ended(audio);
      expect(screen.getByText('02 Second Wind')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(REPLAY_DELAY_MS - 1));
      expect(play).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(play).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a browser that refuses to play leaves the player not playing, with a short message', async () => {
    play.mockRejectedValue(new DOMException('play() failed because the user did not interact', 'NotAllowedError'));
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getAllByText('Your browser did not let the music start. Press Play to listen.')).not.toHaveLength(0);
  });

  it('an interrupted play() is not reported as a refusal', async () => {
    play.mockRejectedValue(new DOMException('interrupted by a new load request', 'AbortError'));
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.queryByText(/did not let the music start/)).not.toBeInTheDocument();
  });

  it('skips a track that fails to load and says so; stops when every track fails', async () => {
    const user = userEvent.setup();
    const { audio } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.error(audio);
    expect(screen.getByText('02 Second Wind')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('“01 First Light” could not be loaded and is not saved for offline listening, so it was skipped.');
    fireEvent.error(audio);
    fireEvent.error(audio);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('None of the tracks could be loaded, so the music stopped.');
    const playsBefore = play.mock.calls.length;
    fireEvent.error(audio);
    expect(play).toHaveBeenCalledTimes(playsBefore);
  });
});

describe('Player and the Media Session', () => {
  const handlers = new Map<string, (() => void) | null>();
  const session = {
    metadata: null as unknown,
    playbackState: 'none',
    setActionHandler: (action: string, handler: (() => void) | null) => handlers.set(action, handler),
  };

  beforeAll(() => {
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
    Object.defineProperty(globalThis, 'MediaMetadata', {
      configurable: true,
      value: class {
        constructor(init: object) {
          Object.assign(this, init);
        }
      },
    });
  });

  afterAll(() => {
    Reflect.deleteProperty(navigator, 'mediaSession');
    Reflect.deleteProperty(globalThis, 'MediaMetadata');
  });

  it('shows the track and owner, and media keys play, pause and skip', () => {
    const { unmount } = renderPlayer();
    expect(session.metadata).toEqual(expect.objectContaining({ title: '01 First Light', artist: 'Mira Kestrel' }));
    act(() => handlers.get('play')?.());
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(session.playbackState).toBe('playing');
    act(() => handlers.get('nexttrack')?.());
    expect(session.metadata).toEqual(expect.objectContaining({ title: '02 Second Wind' }));
    act(() => handlers.get('pause')?.());
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(session.playbackState).toBe('paused');
    unmount();
    expect(handlers.get('play')).toBeNull();
  });

  it('keeps its track, position and playing across the shell reload onto a redeployed remote', async () => {
    const first = renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Next track' }));
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    first.audio.currentTime = 12;
    act(() => {
      window.dispatchEvent(new Event(BEFORE_SHELL_RELOAD_EVENT));
    });
    first.unmount();

    const next = renderPlayer();
    expect(screen.getByText('02 Second Wind')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    fireEvent(next.audio, new Event('loadedmetadata'));
    expect(next.audio.currentTime).toBe(12);
    next.unmount();

    // Only that one reload: the next visit starts over.
    renderPlayer();
    expect(screen.getByText('01 First Light')).toBeInTheDocument();
    expect(readPlayerResume(3)).toBeUndefined();
  });
});
