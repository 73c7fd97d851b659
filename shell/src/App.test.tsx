import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import {
  BEFORE_SHELL_RELOAD_EVENT,
  MUSIC_PLAYER_MODULE,
  OWN_PAGE_MODULE,
  PAGE_HEADING_ID,
  SECTION_PAGE_MODULES,
  PAGE_CONTENT_ID,
  setPageContent,
  siteContent,
  type PageContent,
  type MusicPlayerProps,
  type MusicPress,
  type OwnPageProps,
  type PageProps,
} from '@portfolio/shared';
import { loadRemote } from './remotes/federation';
import { App } from './App';
import { RESIZE_DEBOUNCE_MS } from './layout/useResizeKey';
import { forgetRemoteComponent } from './remotes/remoteComponents';

/** The sample content, as the page carries it (jest/setupDom.js); tests of other owners set theirs. */
const sample = JSON.parse(document.getElementById(PAGE_CONTENT_ID)?.textContent ?? '{}') as PageContent;
const site = siteContent();

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

const handedOver: Array<readonly MusicPress[] | undefined> = [];

function FakePlayer({ pressed }: MusicPlayerProps) {
  useEffect(() => {
    mounts.player = (mounts.player ?? 0) + 1;
    handedOver.push(pressed);
  }, [pressed]);
  return (
    <div>
      <button type="button">{pressed?.includes('play') ? 'Pause' : 'Play'}</button>
      <button type="button">Next track</button>
      <span>Fake player</span>
    </div>
  );
}

/** One of the owner's own pages as the build lists it for the menu. */
const ownPage = (name: string, title: string) => ({ name, title, place: `page:${name}` as const, module: OWN_PAGE_MODULE });
const musicLoads = () => mockedLoadRemote.mock.calls.filter(([id]) => id === MUSIC_PLAYER_MODULE).length;
const musicBar = () => screen.getByRole('complementary', { name: 'Music player' });

const MODULES: Record<string, unknown> = {
  [SECTION_PAGE_MODULES.experience]: { default: fakeSectionPage('Experience') },
  [SECTION_PAGE_MODULES.qualifications]: { default: fakeSectionPage('Qualifications') },
  [SECTION_PAGE_MODULES.skills]: { default: fakeSectionPage('Skills') },
  [SECTION_PAGE_MODULES.projects]: { default: fakeSectionPage('Projects') },
  [SECTION_PAGE_MODULES.writing]: { default: fakeSectionPage('Writing') },
  [MUSIC_PLAYER_MODULE]: { default: FakePlayer },
  [OWN_PAGE_MODULE]: { default: ({ name, onNavigate }: OwnPageProps) => fakeSectionPage(`Own page ${name}`)({ onNavigate }) },
};

beforeEach(() => {
  for (const key of Object.keys(mounts)) delete mounts[key];
  handedOver.length = 0;
  sessionStorage.clear();
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
    // The sample owner has posts (Writing) and a page of her own (Now).
    expect(menu.map((button) => button.textContent)).toEqual(['Projects', 'Experience', 'Qualifications', 'Skills', 'Writing', 'Now']);
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});

describe('a section before it is opened', () => {
  const sectionLoads = (page: keyof typeof SECTION_PAGE_MODULES) => mockedLoadRemote.mock.calls.filter(([id]) => id === SECTION_PAGE_MODULES[page]).length;

  it('starts loading when its menu button is hovered, focused or touched, once, and opens with no further load', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(sectionLoads('skills') + sectionLoads('experience') + sectionLoads('projects')).toBe(0);
    await user.hover(screen.getByRole('button', { name: 'Skills' }));
    await waitFor(() => expect(sectionLoads('skills')).toBe(1));
    act(() => screen.getByRole('button', { name: 'Experience' }).focus());
    await waitFor(() => expect(sectionLoads('experience')).toBe(1));
    // A tap: a touch pointer enters the button before it is pressed.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Projects' }), { pointerType: 'touch' });
    await waitFor(() => expect(sectionLoads('projects')).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Skills' }));
    await screen.findByRole('heading', { name: 'Skills' });
    expect(sectionLoads('skills')).toBe(1);
  });
});

describe('navigation', () => {
  it('opens a section from the menu, moves focus to its heading, and Back returns home', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Experience' }));
    const heading = await screen.findByRole('heading', { name: 'Experience' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.history.state).toEqual({ portfolioPage: 'experience', depth: 1, from: 'home' });

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
      await user.hover(musicBar());
      await user.click(screen.getByRole('button', { name: 'Projects' }));
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      await screen.findByRole('heading', { name: 'Projects' });
      await screen.findByText('Fake player');
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
    await user.click(within(musicBar()).getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('The music player is unavailable right now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Experience' }));
    expect(await screen.findByRole('heading', { name: 'Experience' })).toBeInTheDocument();

    mockedLoadRemote.mockImplementation(async (id: string) => MODULES[id] as never);
    await user.click(screen.getByRole('button', { name: 'Retry music' }));
    await screen.findByText('Fake player');
    // The Play press that failed is not replayed: the visitor starts the music themselves.
    expect(handedOver).toEqual([[]]);
  });
});

describe('the music bar', () => {
  it('loads nothing of the music remote with the page, and shows the first track with Play and Next', async () => {
    render(<App />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(musicLoads()).toBe(0);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    const bar = within(musicBar());
    expect(bar.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Next track' })).toBeInTheDocument();
    expect(bar.getByText('01 Morning Commit')).toBeInTheDocument();
  });

  it('loads the player when the pointer reaches the bar, and the player replaces the stand-in', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.hover(musicBar());
    await screen.findByText('Fake player');
    expect(musicLoads()).toBe(1);
    expect(screen.queryByText('01 Morning Commit')).not.toBeInTheDocument();
    expect(handedOver).toEqual([[]]);
  });

  describe('for an owner with a blog feed (the build read its posts)', () => {
    beforeEach(() => setPageContent({ ...sample, writingPage: true, ownPages: [] }));
    afterEach(() => setPageContent(sample));

    it('has a fifth menu button, Writing, that opens the writing remote’s page', async () => {
      const user = userEvent.setup();
      render(<App />);
      const menu = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('button');
      expect(menu.map((button) => button.textContent)).toEqual(['Projects', 'Experience', 'Qualifications', 'Skills', 'Writing']);
      await user.click(screen.getByRole('button', { name: 'Writing' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Writing' })).toHaveFocus();
      expect(mockedLoadRemote).toHaveBeenCalledWith('remote_writing/WritingPage');
    });
  });

  describe('for an owner with pages of their own (content/pages/)', () => {
    beforeEach(() => setPageContent({ ...sample, writingPage: false, ownPages: [ownPage('now', 'Now'), ownPage('talks', 'Talks')] }));
    afterEach(() => setPageContent(sample));

    it('lists them after the built-in pages, by title, and opens one from the Writing remote, with Back home', async () => {
      const user = userEvent.setup();
      render(<App />);
      const menu = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('button');
      expect(menu.map((button) => button.textContent)).toEqual(['Projects', 'Experience', 'Qualifications', 'Skills', 'Now', 'Talks']);
      await user.click(screen.getByRole('button', { name: 'Talks' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Own page talks' })).toHaveFocus();
      expect(mockedLoadRemote).toHaveBeenCalledWith(OWN_PAGE_MODULE);
      expect(window.history.state).toEqual({ portfolioPage: 'page:talks', depth: 1, from: 'home' });
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('heading', { level: 1, name: site.owner.name })).toHaveFocus();
    });

    it("names the page by its menu title while it loads, and when its remote fails, with Retry and Back", async () => {
      mockedLoadRemote.mockImplementation(async (id: string) => {
        if (id === OWN_PAGE_MODULE) throw new Error('down');
        return MODULES[id] as never;
      });
      const user = userEvent.setup();
      render(<App />);
      await user.click(screen.getByRole('button', { name: 'Now' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Now' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('The Now page can’t be loaded right now.');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });
  });

  describe('for an owner with parts of their own (site.json "parts": their React pages, built and deployed apart)', () => {
    const labPage = ({ lang, dir, onNavigate }: { lang: string; dir: string; onNavigate(place: string): void }) => (
      <div>
        <p>{`Lab in ${lang}, ${dir}`}</p>
        <button type="button" onClick={() => onNavigate('home')}>
          Leave the lab
        </button>
      </div>
    );
    beforeEach(() => {
      // Each test's visit loads the parts afresh.
      forgetRemoteComponent('part_lab/Page');
      forgetRemoteComponent('part_next/Page');
      setPageContent({ ...sample, writingPage: false, ownPages: [ownPage('now', 'Now'), { name: 'lab', title: 'Lab', place: 'part:lab', module: 'part_lab/Page' }, { name: 'next', title: 'Next', place: 'part:next', module: 'part_next/Page' }] });
      mockedLoadRemote.mockImplementation(async (id: string) => {
        if (id === 'part_lab/Page') return { default: labPage, contract: 1 } as never;
        if (id === 'part_next/Page') return { default: labPage, contract: 99 } as never;
        return MODULES[id] as never;
      });
    });
    afterEach(() => setPageContent(sample));

    it("lists each in the menu in the owner's order and opens it in the site's frame, its heading focused, given the page's language and a way home", async () => {
      const user = userEvent.setup();
      render(<App />);
      const menu = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('button');
      expect(menu.map((button) => button.textContent)).toEqual(['Projects', 'Experience', 'Qualifications', 'Skills', 'Now', 'Lab', 'Next']);
      await user.click(screen.getByRole('button', { name: 'Lab' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Lab' })).toHaveFocus();
      expect(screen.getByText('Lab in en, ltr')).toBeInTheDocument();
      expect(mockedLoadRemote).toHaveBeenCalledWith('part_lab/Page');
      expect(window.history.state).toEqual({ portfolioPage: 'part:lab', depth: 1, from: 'home' });
      await user.click(screen.getByRole('button', { name: 'Leave the lab' }));
      expect(await screen.findByRole('heading', { level: 1, name: site.owner.name })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Lab' }));
      await user.click(await screen.findByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('heading', { level: 1, name: site.owner.name })).toBeInTheDocument();
    });

    it('tells a part the page reads right to left on a right-to-left page', async () => {
      document.documentElement.dir = 'rtl';
      try {
        const user = userEvent.setup();
        render(<App />);
        await user.click(screen.getByRole('button', { name: 'Lab' }));
        expect(await screen.findByText('Lab in en, rtl')).toBeInTheDocument();
      } finally {
        document.documentElement.removeAttribute('dir');
      }
    });

    it('shows, in the place of a part built for a newer site, a message (the console names the contracts), while the rest of the site works', async () => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const user = userEvent.setup();
      render(<App />);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Next' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('The Next page was made for a newer version of this site and can’t be shown here yet.');
      expect(screen.queryByText(/Lab in/)).not.toBeInTheDocument();
      expect(errors).toHaveBeenCalledWith('The part "Next" was built for contract 99; this site\'s engine has contract 1. Upgrade the site (npx folio upgrade) to show it.');
      errors.mockRestore();
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await user.click(await screen.findByRole('button', { name: 'Experience' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Experience' })).toBeInTheDocument();
    });

    it('offers Retry and Back when the part’s host is down, and Retry mounts it once the host answers', async () => {
      let down = true;
      mockedLoadRemote.mockImplementation(async (id: string) => {
        if (id === 'part_lab/Page') {
          if (down) throw new Error('host down');
          return { default: labPage } as never;
        }
        return MODULES[id] as never;
      });
      const user = userEvent.setup();
      render(<App />);
      await user.click(screen.getByRole('button', { name: 'Lab' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The Lab page can’t be loaded right now.');
      down = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Lab in en, ltr')).toBeInTheDocument();
    });
  });

  describe('for an owner without music (the build gives no first track)', () => {
    beforeEach(() => setPageContent({ ...sample, musicFirstTitle: null }));
    afterEach(() => setPageContent(sample));

    it('shows no player at all and never loads the music remote, while the pages and the theme toggle work', async () => {
      const user = userEvent.setup();
      render(<App />);
      expect(screen.queryByRole('complementary', { name: 'Music player' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toContainElement(screen.getByRole('switch', { name: /dark mode/i }));
      await user.click(screen.getByRole('button', { name: 'Experience' }));
      await screen.findByRole('heading', { name: 'Experience' });
      await user.hover(screen.getByRole('contentinfo'));
      expect(musicLoads()).toBe(0);
    });
  });

  /** The music remote answers only when the test says so. */
  function musicArrivesLater(): () => void {
    let arrive: () => void = () => undefined;
    mockedLoadRemote.mockImplementation((id: string) =>
      id === MUSIC_PLAYER_MODULE ? new Promise((resolve) => (arrive = () => resolve(MODULES[id] as never))) : (MODULES[id] as never),
    );
    return () => act(() => arrive());
  }

  it('hands the presses made before the player arrived to the player, in order', async () => {
    const arrive = musicArrivesLater();
    const user = userEvent.setup();
    render(<App />);
    const bar = within(musicBar());
    await user.click(bar.getByRole('button', { name: 'Next track' }));
    await user.click(bar.getByRole('button', { name: 'Play' }));
    expect(await bar.findByText('Loading the music player…', { selector: '.player__notice' })).toBeInTheDocument();
    arrive();
    await screen.findByText('Fake player');
    expect(handedOver).toEqual([['next', 'play']]);
    expect(bar.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(musicLoads()).toBe(1);
  });

  it('keeps keyboard focus on the same control when the player replaces the stand-in', async () => {
    const arrive = musicArrivesLater();
    const user = userEvent.setup();
    render(<App />);
    const play = within(musicBar()).getByRole('button', { name: 'Play' });
    act(() => play.focus());
    await user.keyboard('{Enter}');
    arrive();
    await screen.findByText('Fake player');
    expect(document.activeElement).toBe(within(musicBar()).getByRole('button', { name: 'Pause' }));
    expect(handedOver).toEqual([['play']]);
  });

  it('does not swap the stand-in while its button is held down, so the click lands', async () => {
    const arrive = musicArrivesLater();
    const user = userEvent.setup();
    render(<App />);
    const play = within(musicBar()).getByRole('button', { name: 'Play' });
    await user.pointer([{ target: play }, { keys: '[MouseLeft>]', target: play }]);
    // Loaded meanwhile, but the button under the pointer stays until it is released.
    arrive();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(musicLoads()).toBe(1);
    expect(screen.queryByText('Fake player')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: play });
    await screen.findByText('Fake player');
    expect(handedOver).toEqual([['play']]);
  });

  it('keeps a press on the stand-in that lands as the player arrives, before it is on screen', async () => {
    let arrive: () => void = () => undefined;
    mockedLoadRemote.mockImplementation((id: string) =>
      id === MUSIC_PLAYER_MODULE ? new Promise((resolve) => (arrive = () => resolve(MODULES[id] as never))) : (MODULES[id] as never),
    );
    const user = userEvent.setup();
    render(<App />);
    await user.hover(musicBar());
    const play = within(musicBar()).getByRole('button', { name: 'Play' });
    // The player's arrival is queued but not yet rendered when the visitor presses the stand-in
    // (on a busy phone, React renders it a moment later): React then applies the press after it.
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
      fireEvent.pointerDown(play);
      fireEvent.pointerUp(play);
      fireEvent.click(play);
    });
    await screen.findByText('Fake player');
    expect(handedOver).toEqual([['play']]);
    expect(within(musicBar()).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('opens the player at once after the shell reloaded onto a redeployed remote with it open', async () => {
    const user = userEvent.setup();
    const first = render(<App />);
    await user.hover(musicBar());
    await screen.findByText('Fake player');
    act(() => {
      window.dispatchEvent(new Event(BEFORE_SHELL_RELOAD_EVENT));
    });
    first.unmount();
    for (const id of Object.keys(MODULES)) forgetRemoteComponent(id);

    render(<App />);
    await screen.findByText('Fake player');
    expect(musicLoads()).toBe(2);
    // Once only: a later visit in this tab starts with the stand-in again.
    expect(sessionStorage.length).toBe(0);
  });
});
