import { CATALOGUES } from './catalogues';
import { ownerOf, pageContext, pageLanguage, setPageContext, t, type PageContext } from './pageContext';
import { siteContent } from '../content/pageContent';

const site = siteContent();

const GERMAN: PageContext = {
  lang: 'de',
  text: CATALOGUES.de,
  languages: [
    { tag: 'en', name: 'English', href: './' },
    { tag: 'de', name: 'Deutsch', href: 'de/' },
  ],
  owner: { jobTitle: 'Frontend-Entwicklerin' },
};

describe('a page read from its #portfolio-page element', () => {
  it('is in the language the build wrote into it', () => {
    expect(pageLanguage()).toBe('en');
    expect(t('common.back')).toBe('Back');
    expect(pageContext().languages).toEqual([{ tag: 'en', name: 'English', href: './' }]);
  });
});

it('shows the key, and says why, when the page is older than the part asking (no crash)', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { 'cv.present': _missing, ...older } = pageContext().text;
  setPageContext({ ...pageContext(), text: older as typeof CATALOGUES.en });
  expect(t('cv.present')).toBe('cv.present');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('deploy the shell built from the same version'));
  warn.mockRestore();
});

describe('t in German', () => {
  beforeAll(() => setPageContext(GERMAN));

  it('gives the German text', () => {
    expect(t('common.back')).toBe(CATALOGUES.de['common.back']);
    expect(t('common.back')).not.toBe('Back');
  });

  it('fills in values, numbers written the German way', () => {
    expect(t('cv.rating', { rating: 4.5, max: 5 })).toBe(CATALOGUES.de['cv.rating'].replace('{rating}', '4,5').replace('{max}', '5'));
  });

  it('leaves a placeholder it was given no value for as it is', () => {
    expect(t('shell.loadingPage', {})).toBe(CATALOGUES.de['shell.loadingPage']);
  });

  it("takes the owner's translated fields, the main language's for the rest", () => {
    expect(ownerOf(site)).toEqual({ ...site.owner, jobTitle: 'Frontend-Entwicklerin' });
  });
});
