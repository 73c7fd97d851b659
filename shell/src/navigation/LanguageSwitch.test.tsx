import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageContext, setPageContext } from '@portfolio/shared';
import { LanguageSwitch } from './LanguageSwitch';
import { takeResumePage } from './resumePage';

const english = pageContext();

afterEach(() => {
  setPageContext(english);
  sessionStorage.clear();
});

it('is not there on a site in one language', () => {
  render(<LanguageSwitch />);
  expect(screen.queryByRole('navigation')).toBeNull();
});

describe('on a site in three languages', () => {
  beforeEach(() =>
    setPageContext({
      ...english,
      languages: [
        { tag: 'en', name: 'English', href: './' },
        { tag: 'de', name: 'Deutsch', href: 'de/' },
        { tag: 'ja', name: '日本語', href: 'ja/' },
      ],
    }),
  );

  it('links every language by its own name, marked with its language, the current one marked as the page', () => {
    render(<LanguageSwitch />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang'), link.getAttribute('lang')])).toEqual([
      ['enEnglish', './', 'en', 'en'],
      ['deDeutsch', 'de/', 'de', 'de'],
      ['ja日本語', 'ja/', 'ja', 'ja'],
    ]);
    // The short code is for the eye on small screens; a screen reader hears the name.
    expect(within(nav).getByRole('link', { name: 'Deutsch' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Deutsch' })).not.toHaveAttribute('aria-current');
  });

  it('remembers the open section for the page in the other language', async () => {
    window.history.replaceState({ portfolioPage: 'skills', depth: 1 }, '');
    render(<LanguageSwitch />);
    const link = screen.getByRole('link', { name: 'Deutsch' });
    // jsdom does not navigate; the page in the other language reads what the click left.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(takeResumePage()).toBe('skills');
  });

  it('leaves the section alone when the visitor opens the language elsewhere (a modifier key)', async () => {
    window.history.replaceState({ portfolioPage: 'skills', depth: 1 }, '');
    render(<LanguageSwitch />);
    const link = screen.getByRole('link', { name: 'Deutsch' });
    link.addEventListener('click', (event) => event.preventDefault());
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(takeResumePage()).toBeUndefined();
  });
});

describe('on a site in more languages than a phone bar has room for', () => {
  const tags = ['fa', 'ar', 'he', 'ur', 'en'];
  beforeEach(() =>
    setPageContext({ ...english, lang: 'fa', languages: tags.map((tag, index) => ({ tag, name: tag, href: index ? `${tag}/` : './' })) }),
  );

  it('folds the links into a popover a button opens, which the browser shows as a list on wider screens', () => {
    render(<LanguageSwitch />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const list = nav.querySelector('ul') as HTMLElement;
    expect(list).toHaveAttribute('popover', 'auto');
    const toggle = within(nav).getByRole('button', { name: 'Language fa' });
    expect(toggle).toHaveAttribute('popovertarget', list.id);
    expect(within(list).getAllByRole('link', { hidden: true })).toHaveLength(tags.length);
  });

  it('folds on every screen past six languages, on a phone only up to six', () => {
    const seven = [...tags, 'de', 'ja'];
    setPageContext({ ...english, lang: 'fa', languages: seven.map((tag) => ({ tag, name: tag, href: `${tag}/` })) });
    const { unmount } = render(<LanguageSwitch />);
    expect(screen.getByRole('navigation')).toHaveClass('language-switch--folds');
    unmount();
    setPageContext({ ...english, lang: 'fa', languages: seven.slice(0, 6).map((tag) => ({ tag, name: tag, href: `${tag}/` })) });
    render(<LanguageSwitch />);
    expect(screen.getByRole('navigation')).not.toHaveClass('language-switch--folds');
  });

  it('keeps three languages as a plain list, with no button', () => {
    setPageContext({ ...english, languages: tags.slice(0, 3).map((tag) => ({ tag, name: tag, href: `${tag}/` })) });
    render(<LanguageSwitch />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('navigation').querySelector('ul')).not.toHaveAttribute('popover');
  });
});
