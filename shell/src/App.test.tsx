import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MUSIC_PLAYER_MODULE, PAGE_HEADING_ID, SECTION_PAGE_MODULES, site, type PageProps } from '@portfolio/shared';
import { loadRemote } from './remotes/federation';
import { App } from './App';
import { RESIZE_DEBOUNCE_MS } from './layout/useResizeKey';
import { forgetRemoteComponent } from './remotes/remoteComponents';

jest.mock('./remotes/federation', () => ({ loadRemote: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mounts: Record<string, number> = {};

function fakeSectionPage(title: string) {
  return function FakePage({ onNavigate }: PageProps) {
    useEffect(() => {
      mounts[title] = (mounts[title] ?? 0) + 1;
    }, []);
    return (
      <div>
        <button type="button" onClick={() => onNavigate('home')}>
          Back
        </button>
        <h1 id={PAGE_HEADING_ID} tabIndex={-1}>
          {title}
        </h1>
      </div>
    );
  };
}

function FakePlayer() {
  useEffect(() => {
    mounts.player = (mounts.player ?? 0) + 1;
  }, []);
  return <button type="button">Play</button>;
}

const MODULES: Record<string, unknown> = {
  [SECTION_PAGE_MODULES.experience]: { default: fakeSectionPage('Experience') },
  [SECTION_PAGE_MODULES.qualifications]: { default: fakeSectionPage('Qualifications') },
  [SECTION_PAGE_MODULES.skills]: { default: fakeSectionPage('Skills') },
  [SECTION_PAGE_MODULES.projects]: { default: fakeSectionPage('Projects') },
  [MUSIC_PLAYER_MODULE]: { default: FakePlayer },
};

beforeEach(() => {
  for (const key of Object.keys(mounts)) delete mounts[key];
  for (const id of Object.keys(MODULES)) forgetRemoteComponent(id);
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation(async (id: string) => MODULES[id] as never);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('home page', () => {
  it('shows the owner, the title, three profiles, the intro, the picture and the menu', async () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: site.owner.name })).toBeInTheDocument();
    expect(screen.getByText('Front-end Engineer')).toBeInTheDocument();
    const profiles = within(screen.getByRole('list', { name: 'Profiles' })).getAllByRole('link');
    expect(profiles.map((link) => link.getAttribute('href'))).toEqual([
      site.social.photos.url,
      site.social.professional.url,
      site.social.code.url,
    ]);
    expect(screen.getByText(/Node JS/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: site.owner.pictureAlt })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('button');
    expect(menu.map((button) => button.textContent)).toEqual(['Projects', 'Experience', 'Qualifications', 'Skills']);
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('opens a section from the menu, moves focus to its heading, and Back returns home', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Experience' }));
    const heading = await screen.findByRole('heading', { name: 'Experience' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.history.state).toEqual({ portfolioPage: 'experience', depth: 1 });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const home = await screen.findByRole('heading', { name: site.owner.name });
    await waitFor(() => expect(home).toHaveFocus());
  });

  it("follows the browser's Back button (popstate) to the previous page", async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Skills' }));
    await screen.findByRole('heading', { name: 'Skills' });
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: { portfolioPage: 'home', depth: 0 } }));
    });
    expect(await screen.findByRole('heading', { name: site.owner.name })).toBeInTheDocument();
  });
});

describe('resize', () => {
  it('re-mounts the page view once per burst of resizes, and never the music player', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.useFakeTimers();
    try {
      render(<App />);
      await user.click(screen.getByRole('button', { name: 'Projects' }));
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      await screen.findByRole('heading', { name: 'Projects' });
      expect(mounts.Projects).toBe(1);
      expect(mounts.player).toBe(1);

      act(() => {
        for (let i = 0; i < 5; i += 1) window.dispatchEvent(new Event('resize'));
      });
      act(() => {
        jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
      });
      expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
      expect(mounts.Projects).toBe(2);
      expect(mounts.player).toBe(1);
      expect(mockedLoadRemote.mock.calls.filter(([id]) => id === SECTION_PAGE_MODULES.projects)).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a remote that fails', () => {
  it('shows a message with Retry and Back in place of the page, and Retry loads it once it is back', async () => {
    const user = userEvent.setup();
    let down = true;
    mockedLoadRemote.mockImplementation(async (id: string) => {
      if (id === SECTION_PAGE_MODULES.qualifications && down) throw new Error('RUNTIME-003 Failed to get manifest');
      return MODULES[id] as never;
    });
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Qualifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The Qualifications page can’t be loaded right now');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Qualifications' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a module without a component is treated as a failure, not a blank page', async () => {
    const user = userEvent.setup();
    mockedLoadRemote.mockImplementation(async (id: string) =>
      (id === SECTION_PAGE_MODULES.skills ? {} : MODULES[id]) as never,
    );
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Skills' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The Skills page can’t be loaded right now');
  });

  it('a failing music remote leaves the pages working and offers to retry the player', async () => {
    const user = userEvent.setup();
    mockedLoadRemote.mockImplementation(async (id: string) => {
      if (id === MUSIC_PLAYER_MODULE) throw new Error('RUNTIME-008 Failed to load script resources');
      return MODULES[id] as never;
    });
    render(<App />);
    expect(await screen.findByText('The music player is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry music' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Experience' }));
    expect(await screen.findByRole('heading', { name: 'Experience' })).toBeInTheDocument();
  });
});
