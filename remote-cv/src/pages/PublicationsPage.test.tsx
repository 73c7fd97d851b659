import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCvStore } from '../cv/cvStore';
import { reader } from '../parser/readers/altacv';
import { reader as jsonResumeReader } from '../parser/readers/jsonresume';
import { createTitleMatcher } from '../parser/sectionTitles';
import { createPublicationsStore } from '../publications/publicationsStore';
import type { Publications } from '../publications/types';
import PublicationsPage from './PublicationsPage';

const BIBTEX = '@article{k,\n  author = {Doe, Jane},\n  title = {Fast {GPU} Trees},\n}';

const LISTS: Publications = {
  parts: [
    {
      title: 'Publications',
      groups: [
        {
          title: 'Journal articles',
          entries: [
            {
              key: 'k',
              type: 'article',
              authors: [{ name: 'Jane Doe', own: true }, { name: 'Rick Roe' }],
              title: [{ kind: 'text', text: 'Fast GPU Trees' }],
              venue: [{ kind: 'text', text: 'J. of Things' }],
              date: '2021-05',
              doi: '10.1000/x',
              arxiv: '2101.01234',
              bibtex: BIBTEX,
            },
          ],
        },
      ],
    },
  ],
};

/** The CV store over one AltaCV text, and the lists store over `publications` (null: the CV prints none). */
function stores(cv: string, publications: Publications | null) {
  const store = createCvStore([{ file: 'content/cv/main.tex', url: 'main.tex' }], createTitleMatcher(), async () => reader, async () => cv);
  const content = { backgrounds: {}, cv: [{ lang: 'en', dir: 'ltr' as const, file: 'cv.tex', kinds: {}, cvClass: 'altacv' as const, ...(publications ? { publications: 'p.json' } : {}) }] };
  const lists = createPublicationsStore(async () => content, 'en', '/cv/', async () => publications);
  return { store, lists };
}

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as jest.Mock;
}

describe('Publications page', () => {
  it("shows the bibliography's lists under the CV's headings: authors with the owner in bold, title, venue, year and links", async () => {
    render(<PublicationsPage onNavigate={jest.fn()} {...stores('\\cvsection{Experience}\\cvevent{Job}{Co}{2020}{}', LISTS)} />);
    const item = await screen.findByRole('listitem');
    // "Publications" under the page's own "Publications" heading is left off, as the CV pages do: the lists are the page's sections.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Journal articles']);
    expect(item).toHaveTextContent('Jane Doe and Rick Roe');
    expect(within(item).getByText('Jane Doe').tagName).toBe('STRONG');
    expect(item).toHaveTextContent('J. of Things · 2021');
    expect(within(item).getByRole('link', { name: /^DOI/ })).toHaveAttribute('href', 'https://doi.org/10.1000/x');
    expect(within(item).getByRole('link', { name: /^arXiv/ })).toHaveAttribute('href', 'https://arxiv.org/abs/2101.01234');
  });

  it('copies the entry as the owner keeps it, and says so', async () => {
    const writeText = clipboard(async () => undefined);
    render(<PublicationsPage onNavigate={jest.fn()} {...stores('\\cvsection{Experience}\\cvevent{Job}{Co}{2020}{}', LISTS)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy BibTeX' }));
    expect(writeText).toHaveBeenCalledWith(BIBTEX);
    expect(await screen.findByText('BibTeX copied to the clipboard.')).toHaveAttribute('role', 'status');
  });

  it('shows the BibTeX to copy by hand when the browser refuses the clipboard', async () => {
    clipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    render(<PublicationsPage onNavigate={jest.fn()} {...stores('\\cvsection{Experience}\\cvevent{Job}{Co}{2020}{}', LISTS)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy BibTeX' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The browser did not allow copying');
    expect(screen.getByText((_, node) => node?.tagName === 'PRE' && node.textContent === BIBTEX)).toBeInTheDocument();
  });

  it("shows the CV's own publications section (hand-written entries) beside the printed lists", async () => {
    render(<PublicationsPage onNavigate={jest.fn()} {...stores('\\cvsection{Publications}\\cvevent{Perceived Speed}{ACM}{2016}{}', null)} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Perceived Speed' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it("shows a \\subsection that heads a printed list once, over the list, and the section's other subsections as the CV has them", async () => {
    render(<PublicationsPage onNavigate={jest.fn()} {...stores('\\cvsection{Publications}\\cvsubsection{Journal articles}\\cvsubsection{Talks}\\cvevent{Keynote}{Conf}{2020}{}', LISTS)} />);
    await screen.findByRole('listitem');
    expect(screen.getAllByText('Journal articles')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Journal articles' })).toHaveClass('publications__title');
    expect(screen.getByText('Talks')).toBeInTheDocument();
  });

  it('says there is nothing yet when the CV lists no publications', async () => {
    render(<PublicationsPage onNavigate={jest.fn()} {...stores('\\cvsection{Experience}\\cvevent{Job}{Co}{2020}{}', null)} />);
    expect(await screen.findByText('The CV lists no publications yet.')).toBeInTheDocument();
  });

  it('adds a long list a step at a time, so the first entries show at once, and ends with all of them', async () => {
    const entry = LISTS.parts[0]!.groups[0]!.entries[0]!;
    const many: Publications = { parts: [{ title: null, groups: [{ title: 'Papers', entries: Array.from({ length: 400 }, (_, i) => ({ ...entry, key: `k${i}`, title: [{ kind: 'text' as const, text: `Paper ${i}` }] })) }] }] };
    render(<PublicationsPage onNavigate={jest.fn()} {...stores('\\cvsection{Experience}\\cvevent{Job}{Co}{2020}{}', many)} />);
    await screen.findByText('Paper 0');
    expect(screen.getAllByRole('listitem').length).toBeLessThan(400);
    // Each step waits for the browser to be free: generous on a busy CI machine.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(400), { timeout: 15000 });
    expect(screen.getAllByRole('listitem')[399]).toHaveTextContent('Paper 399');
  });

  it("shows a resume.json's publications on the page too, with their links", async () => {
    const resume = JSON.stringify({ basics: { name: 'Jane Doe' }, publications: [{ name: 'Perceived Speed', publisher: 'ACM', releaseDate: '2016-04-02', url: 'https://doi.example/1', summary: 'A study.' }] });
    const store = createCvStore([{ file: 'content/cv/resume.json', url: 'resume.json' }], createTitleMatcher(), async () => jsonResumeReader, async () => resume);
    const { lists } = stores('', null);
    render(<PublicationsPage onNavigate={jest.fn()} store={store} lists={lists} />);
    const title = await screen.findByRole('heading', { level: 3, name: 'Perceived Speed' });
    expect(within(title.closest('article')!).getByRole('link', { name: 'Perceived Speed' })).toHaveAttribute('href', 'https://doi.example/1');
    expect(title.closest('article')).toHaveTextContent('A study.');
  });
});
