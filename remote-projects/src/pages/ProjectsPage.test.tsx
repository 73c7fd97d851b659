import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstPageUrl } from '../github/client';
import type { ProjectsSnapshot } from '../github/snapshot';
import type { GitHubConfig } from '../github/types';
import { formatDate } from '@portfolio/shared';
import { cachedProjects, loadLiveProjects } from '../projects/liveProjects';
import { createProjectsStore } from '../projects/store';
import ProjectsPage from './ProjectsPage';

// These tests are about the page's data; its background (its remote's content.json) has its own (useBackground.test.tsx).
jest.mock('@portfolio/shared', () => ({ ...jest.requireActual('@portfolio/shared'), useBackground: () => null }));

const config: GitHubConfig = {
  user: 'mira-kestrel-example',
  api: 'https://api.test',
  pagesHost: 'https://mira-kestrel-example.github.io',
  excludeFromDeployment: ['latex-cv-website'],
};
const PAGE_1 = firstPageUrl(config.api, config.user);
const PAGE_2 = `${PAGE_1}&page=2`;

const repos1 = [
  {
    name: 'pixel-weather',
    description: 'Works offline!',
    html_url: 'https://github.com/mira-kestrel-example/pixel-weather',
    language: 'TypeScript',
    pushed_at: '2026-06-30T12:00:00Z',
    has_pages: true,
  },
  { name: 'quiet', description: 'Not shown.', html_url: 'https://github.com/m/quiet', pushed_at: '2026-06-29T12:00:00Z' },
];
const repos2 = [
  {
    name: 'hostile',
    description: '<script>window.__pwned = true</script> Break me!',
    html_url: 'javascript:window.__pwned=true',
    language: null,
    pushed_at: '2026-06-01T12:00:00Z',
    has_pages: false,
  },
];

const snapshot: ProjectsSnapshot = {
  takenAt: '2026-05-01T00:00:00.000Z',
  items: [{ name: 'old-snapshot-item', description: 'From the build!', url: 'https://github.com/m/o', language: 'Go', lastUpdated: null, deploymentURL: null }],
};

/** jsdom has no fetch Response: the few members the client reads. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: async () => body,
  } as Response;
}
const json = (body: unknown, headers: Record<string, string> = {}) => answer(200, body, headers);

/** GitHub over two pages with ETags; a 304 when the ETag matches. */
function github(): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const etag = url === PAGE_1 ? 'W/"p1"' : 'W/"p2"';
    if ((init?.headers as Record<string, string>)['If-None-Match'] === etag) return answer(304, null);
    if (url === PAGE_1) return json(repos1, { ETag: etag, Link: `<${PAGE_2}>; rel="next"` });
    if (url === PAGE_2) return json(repos2, { ETag: etag });
    throw new TypeError('Failed to fetch');
  });
}

function storeWith(fetch: typeof globalThis.fetch, snapshotFile: ProjectsSnapshot | null = snapshot) {
  const deps = { config, storage: localStorage, fetch };
  return createProjectsStore({
    readCache: async () => cachedProjects(deps),
    loadSnapshot: async () => snapshotFile,
    loadLive: () => loadLiveProjects(deps),
  });
}

const onNavigate = jest.fn();

beforeEach(() => localStorage.clear());

describe('ProjectsPage', () => {
  it('shows the snapshot at once, then the live list in push order', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const live = github();
    const slow = (async (input: RequestInfo | URL, init?: RequestInit) => {
      await gate;
      return live(input, init);
    }) as typeof fetch;
    render(<ProjectsPage onNavigate={onNavigate} store={storeWith(slow)} />);

    expect(await screen.findByRole('link', { name: /old-snapshot-item/ })).toBeInTheDocument();
    expect(screen.getByText('Checking GitHub for updates…')).toHaveAttribute('role', 'status');

    answer();
    const list = await screen.findByRole('list', { name: 'Repositories' });
    await within(list).findByRole('heading', { name: /pixel-weather/ });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'pixel-weather (opens in a new tab)',
      'hostile',
    ]);
    expect(screen.queryByText(/old-snapshot-item/)).not.toBeInTheDocument();
    expect(screen.queryByText('Checking GitHub for updates…')).not.toBeInTheDocument();
  });

  it('renders each item: deployment link in a new tab, language, date, description as text', async () => {
    render(<ProjectsPage onNavigate={onNavigate} store={storeWith(github())} />);
    const link = await screen.findByRole('link', { name: /pixel-weather/ });
    expect(link).toHaveAttribute('href', 'https://mira-kestrel-example.github.io/pixel-weather');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Each value is isolated from the sentence's direction (a name in Latin letters in a Persian sentence).
    expect(screen.getByText('TypeScript').tagName).toBe('BDI');
    expect(screen.getByText('TypeScript').closest('p')).toHaveTextContent('Main language: TypeScript');
    expect(screen.getByText('2 repositories')).toBeInTheDocument();
    expect(screen.getByText('Works offline!')).toHaveAttribute('dir', 'auto');
    const date = formatDate('2026-06-30T12:00:00Z');
    expect(screen.getByText(date).closest('p')).toHaveTextContent(`Last updated: ${date}`);
    expect(screen.getByText('Works offline!')).toBeInTheDocument();
    expect(screen.queryByText('Not shown.')).not.toBeInTheDocument();
  });

  it('shows hostile strings as text and never links a non-http URL', async () => {
    const { container } = render(<ProjectsPage onNavigate={onNavigate} store={storeWith(github())} />);
    expect(await screen.findByText('<script>window.__pwned = true</script> Break me!')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link', { name: /hostile/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'hostile' })).toBeInTheDocument();
    expect(screen.getByText('not specified').closest('p')).toHaveTextContent('Main language: not specified');
  });

  it("keeps the snapshot with a notice when GitHub can't be reached", async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    render(<ProjectsPage onNavigate={onNavigate} store={storeWith(offline)} />);
    expect(await screen.findByText(`Showing the list from ${formatDate(snapshot.takenAt)}: GitHub can't be reached right now.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /old-snapshot-item/ })).toBeInTheDocument();
  });

  it('names the reset time when GitHub rate-limits the visitor', async () => {
    const reset = Math.floor(Date.parse('2026-07-01T15:45:00Z') / 1000);
    const store = storeWith((async () =>
      answer(403, { message: 'API rate limit exceeded' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) })) as typeof fetch);
    render(<ProjectsPage onNavigate={onNavigate} store={store} />);
    const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(reset * 1000));
    expect(await screen.findByText(`request limit for this network has been reached (it resets at ${time})`, { exact: false })).toHaveClass('notice');
  });

  it('with no list at all, explains and offers a Retry that works', async () => {
    let online = false;
    const live = github();
    const flaky = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      return live(input, init);
    }) as typeof fetch;
    render(<ProjectsPage onNavigate={onNavigate} store={storeWith(flaky, null)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("The projects can't be shown");
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /pixel-weather/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not fetch again when the page is re-mounted', async () => {
    const live = github();
    const store = storeWith(live);
    const first = render(<ProjectsPage onNavigate={onNavigate} store={store} />);
    await screen.findByRole('link', { name: /pixel-weather/ });
    first.unmount();
    render(<ProjectsPage onNavigate={onNavigate} store={store} />);
    expect(screen.getByRole('link', { name: /pixel-weather/ })).toBeInTheDocument();
    expect(live).toHaveBeenCalledTimes(2);
  });

  it('on a later visit shows the saved list without waiting for GitHub, and revalidates it with its ETags', async () => {
    const firstVisit = storeWith(github());
    const view = render(<ProjectsPage onNavigate={onNavigate} store={firstVisit} />);
    await screen.findByRole('link', { name: /pixel-weather/ });
    view.unmount();

    // GitHub has not answered yet: its answer waits until the saved list is on screen.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const live = jest.fn(async (...args: Parameters<typeof fetch>) => {
      await answered;
      return github()(...args);
    });
    render(<ProjectsPage onNavigate={onNavigate} store={storeWith(live, null)} />);
    expect(await screen.findByRole('link', { name: /pixel-weather/ })).toBeInTheDocument();
    release();
    await screen.findByRole('list', { name: 'Repositories' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(live.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['If-None-Match'])).toEqual(['W/"p1"', 'W/"p2"']);
    expect(screen.queryByText('Checking GitHub for updates…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /pixel-weather/ })).toBeInTheDocument();
  });
});
