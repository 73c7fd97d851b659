import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCvStore, type CvStore } from '../cv/cvStore';
import { reader } from '../parser/readers/altacv';
import { createTitleMatcher } from '../parser/sectionTitles';
import ExperiencePage from './ExperiencePage';
import QualificationsPage from './QualificationsPage';
import SkillsPage from './SkillsPage';

// These tests are about the page's data; its background (its remote's content.json) has its own (useBackground.test.tsx).
jest.mock('@portfolio/shared', () => ({ ...jest.requireActual('@portfolio/shared'), useBackground: () => null }));

const sampleDir = path.join(__dirname, '../../../content/cv');
const SAMPLE: Record<string, string> = {
  'main.tex': readFileSync(path.join(sampleDir, 'main.tex'), 'utf8'),
  'sidebar.tex': readFileSync(path.join(sampleDir, 'sidebar.tex'), 'utf8'),
};

const SOURCES = [
  { file: 'content/cv/main.tex', url: 'main.tex' },
  { file: 'content/cv/sidebar.tex', url: 'sidebar.tex' },
];

/** A store whose "server" answers from `files`; a missing file fails like a 404. */
function storeServing(files: Record<string, string> = SAMPLE): { store: CvStore; fetchFile: jest.Mock } {
  const fetchFile = jest.fn(async (url: string) => {
    const text = files[url];
    if (text === undefined) throw new Error(`HTTP 404 for ${url}`);
    return text;
  });
  return { store: createCvStore(SOURCES, createTitleMatcher(), async () => reader, fetchFile), fetchFile };
}

describe('a CV in another language than the page', () => {
  it('is marked with its language and direction, so it reads as written (a Persian CV on an English page)', async () => {
    const { store } = storeServing();
    render(<ExperiencePage onNavigate={jest.fn()} store={{ ...store, language: { lang: 'fa', dir: 'rtl' } }} />);
    const job = (await screen.findByRole('heading', { level: 3, name: 'Senior Front-end Engineer' })).closest('[lang]');
    expect([job?.getAttribute('lang'), job?.getAttribute('dir')]).toEqual(['fa', 'rtl']);
  });

  it('is not marked when it is in the page language', async () => {
    const { store } = storeServing();
    render(<ExperiencePage onNavigate={jest.fn()} store={{ ...store, language: { lang: 'en', dir: 'ltr' } }} />);
    const job = await screen.findByRole('heading', { level: 3, name: 'Senior Front-end Engineer' });
    expect(job.closest('[dir]')).toBeNull();
  });
});

describe('Experience page', () => {
  it('shows each job with title, "location - company", date, bullets and the stack as chips', async () => {
    const { store } = storeServing();
    render(<ExperiencePage onNavigate={jest.fn()} store={store} />);

    const job = (await screen.findByRole('heading', { level: 3, name: 'Senior Front-end Engineer' })).closest('article')!;
    expect(within(job).getByText('Lérmont - Northwind Lattice')).toBeInTheDocument();
    expect(within(job).getByText('Jan 2022 – Present')).toBeInTheDocument();
    expect(within(job).getByRole('link', { name: 'public audit notes' })).toHaveAttribute(
      'href',
      'https://mira-kestrel-example.github.io/a11y-notes',
    );
    expect(within(job).getByText('WCAG 2.2 AA').tagName).toBe('STRONG');
    const stack = within(job).getByRole('list', { name: 'Tech stack' });
    expect(within(stack).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'React',
      'TypeScript',
      'Node.js',
      'webpack Module Federation',
      'Playwright',
      'Storybook',
    ]);
    expect(within(job).queryByText(/Tech Stack/)).not.toBeInTheDocument();

    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText('Port Aveline - Corvid & Pike Software')).toBeInTheDocument();
    expect(screen.getByText(/Built the R&D team’s data-exploration app/)).toBeInTheDocument();
    expect(screen.getByText('Château-Brise - Tidewell Café Systems')).toBeInTheDocument();
  });

  it('does not show "Experience" twice: the section of that name keeps its heading for screen readers only', async () => {
    const { store } = storeServing();
    render(<ExperiencePage onNavigate={jest.fn()} store={store} />);
    const section = await screen.findByRole('region', { name: 'Experience' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Experience' })).toHaveClass('visually-hidden');
    expect(screen.getByRole('heading', { level: 1, name: 'Experience' })).not.toHaveClass('visually-hidden');
  });

  it('shows a quiet placeholder while the CV loads', async () => {
    let answer: (text: string) => void = () => undefined;
    const store = createCvStore([SOURCES[0]!], createTitleMatcher(), async () => reader, () => new Promise<string>((resolve) => (answer = resolve)));
    render(<ExperiencePage onNavigate={jest.fn()} store={store} />);
    expect(screen.getByText('Loading the CV…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    answer(SAMPLE['main.tex']!);
    expect(await screen.findByRole('heading', { name: 'Junior Web Developer' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the CV…')).not.toBeInTheDocument();
  });

  it('says so when the CV has no experience section', async () => {
    const { store } = storeServing({ 'main.tex': '\\cvsection{Hobbies}\\cvevent{Chess}{}{}{}', 'sidebar.tex': '' });
    render(<ExperiencePage onNavigate={jest.fn()} store={store} />);
    expect(await screen.findByText('The CV lists no experience yet.')).toBeInTheDocument();
  });

  it('shows a javascript: link as plain text', async () => {
    const { store } = storeServing({
      'main.tex': '\\cvsection{Experience}\\cvevent{Dev}{Co}{2020}{Here}\\begin{itemize}\\item \\href{javascript:alert(1)}{Click me}\\end{itemize}',
      'sidebar.tex': '',
    });
    render(<ExperiencePage onNavigate={jest.fn()} store={store} />);
    expect(await screen.findByText('Click me')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows HTML written in the CV as text: no element is created from it', async () => {
    const { store } = storeServing({
      'main.tex': '\\cvsection{Experience}\\cvevent{<img src=x onerror="window.__pwned=1">Dev}{Co}{2020}{Here}\\begin{itemize}\\item <script>window.__pwned=1</script>Shipped\\end{itemize}',
      'sidebar.tex': '',
    });
    const { container } = render(<ExperiencePage onNavigate={jest.fn()} store={store} />);
    expect(await screen.findByRole('heading', { name: '<img src=x onerror="window.__pwned=1">Dev' })).toBeInTheDocument();
    expect(screen.getByText('<script>window.__pwned=1</script>Shipped')).toBeInTheDocument();
    expect(container.querySelector('article img, article script')).toBeNull();
  });

  it('shows what an unclosed brace left, never a blank page', async () => {
    const { store } = storeServing({ 'main.tex': '\\cvsection{Experience}\n\\cvevent{Dev}{Acme{2020}{Paris}\n', 'sidebar.tex': '' });
    render(<ExperiencePage onNavigate={jest.fn()} store={store} />);
    expect(await screen.findByRole('heading', { name: 'Dev' })).toBeInTheDocument();
    expect(screen.getByText('Paris - Acme')).toBeInTheDocument();
  });

  it('goes back home with the Back button', async () => {
    const onNavigate = jest.fn();
    render(<ExperiencePage onNavigate={onNavigate} store={storeServing().store} />);
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(onNavigate).toHaveBeenCalledWith('home');
  });
});

describe('loading the CV', () => {
  it('fetches once per visit: re-mounts and other CV pages reuse the result', async () => {
    const { store, fetchFile } = storeServing();
    const first = render(<ExperiencePage onNavigate={jest.fn()} store={store} />);
    await screen.findByRole('heading', { name: 'Senior Front-end Engineer' });
    first.unmount();
    const second = render(<SkillsPage onNavigate={jest.fn()} store={store} />);
    expect(screen.getByText('TypeScript')).toBeInTheDocument();
    second.unmount();
    render(<ExperiencePage onNavigate={jest.fn()} store={store} />);
    expect(screen.getByRole('heading', { name: 'Senior Front-end Engineer' })).toBeInTheDocument();
    expect(fetchFile.mock.calls.map(([url]) => url)).toEqual(['main.tex', 'sidebar.tex']);
  });

  it('offers Retry when the CV cannot be fetched, and Retry fetches again', async () => {
    const files: Record<string, string> = {};
    const { store, fetchFile } = storeServing(files);
    render(<QualificationsPage onNavigate={jest.fn()} store={store} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The CV could not be loaded');

    Object.assign(files, SAMPLE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Cloud Practitioner' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchFile).toHaveBeenCalledTimes(4);
  });

  it('shows the part that loaded when one file fails, with a notice and Retry', async () => {
    const { store } = storeServing({ 'main.tex': SAMPLE['main.tex']! });
    render(<SkillsPage onNavigate={jest.fn()} store={store} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Part of the CV could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('The CV lists no skills yet.')).toBeInTheDocument();
  });
});

describe('Qualifications page', () => {
  it('shows each section under the CV’s own title: education (issuer, location, date, bullets), certifications (issuer - company, date), achievements', async () => {
    render(<QualificationsPage onNavigate={jest.fn()} store={storeServing().store} />);
    const [education, certifications, proud] = await screen.findAllByRole('region');
    expect(within(certifications!).getByRole('heading', { level: 2 })).toHaveTextContent('Certifications');
    expect(within(certifications!).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Certified Web Accessibility Specialist',
      'Advanced React & TypeScript',
      'Cloud Practitioner',
    ]);
    expect(within(certifications!).getByText('Lanternfly Academy - Corvid & Pike Software')).toBeInTheDocument();
    expect(within(certifications!).getByText('2021')).toBeInTheDocument();

    expect(within(education!).getByRole('heading', { level: 2 })).toHaveTextContent('Education');
    const degree = within(education!).getByRole('heading', { name: 'M.Sc. in Human–Computer Interaction' }).closest('article')!;
    expect(within(degree).getByText('University of Lérmont')).toBeInTheDocument();
    expect(within(degree).getByText('Lérmont')).toBeInTheDocument();
    expect(within(degree).getByText('Sept 2013 – June 2015')).toBeInTheDocument();
    expect(within(degree).getAllByRole('listitem')[0]).toHaveTextContent('Thesis: Perceived speed of progressively rendered interfaces');

    expect(within(proud!).getByRole('heading', { level: 2 })).toHaveTextContent('Most Proud of');
    expect(within(proud!).getByRole('heading', { level: 3, name: 'Portal rebuild' })).toBeInTheDocument();
    expect(within(proud!).getByText('38% less JavaScript, no lost features')).toBeInTheDocument();
  });

  it("shows an achievement whose description lists \\cvtags with those tags as chips on its own card", async () => {
    const sidebar = SAMPLE['sidebar.tex']!.replace(
      '\\cvachievement{\\faTrophy}',
      '\\cvachievement{\\faCogs}{Release automation}{\n  \\cvtag{GitHub Actions}\n\n  \\cvtag{Terraform}\n}\n\\divider\n\\cvachievement{\\faTrophy}',
    );
    render(<QualificationsPage onNavigate={jest.fn()} store={storeServing({ ...SAMPLE, 'sidebar.tex': sidebar }).store} />);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Release automation' })).closest('article')!;
    expect(within(card).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['GitHub Actions', 'Terraform']);
    expect(screen.getByRole('heading', { level: 3, name: 'Portal rebuild' })).toBeInTheDocument();
  });
});

describe('Skills page', () => {
  it('shows the Technical Skills and Key Skills lists, then languages with their rating read as "n of 5"', async () => {
    render(<SkillsPage onNavigate={jest.fn()} store={storeServing().store} />);
    const [technical, key, languages] = await screen.findAllByRole('region');
    expect(within(technical!).getByRole('heading')).toHaveTextContent('Technical Skills');
    expect(within(technical!).getAllByRole('listitem')).toHaveLength(12);
    expect(within(technical!).getByText('HTML & CSS')).toBeInTheDocument();
    expect(within(key!).getByRole('heading')).toHaveTextContent('Key Skills');
    expect(within(key!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mentoring',
      'Clear Writing',
      'Product Thinking',
      'Motivator & Leader',
      'Eye for Detail',
      'Calm Under Pressure',
    ]);
    expect(within(languages!).getByRole('heading')).toHaveTextContent('Languages');
    expect(within(languages!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['English 5 of 5', 'Français 4 of 5', 'Deutsch 3.5 of 5']);
  });
});
