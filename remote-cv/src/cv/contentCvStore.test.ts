import type { CvContent } from '@portfolio/shared';
import { createContentCvStore, type CvState, type CvStore } from './cvStore';

jest.mock('./readerChunks', () => ({
  loadReader: jest.fn(async (form: string) => (await import('../parser/readers/index')).READERS[form as 'altacv']),
}));

const CONTENT: CvContent = {
  backgrounds: {},
  cv: [
    { lang: 'en', dir: 'ltr', file: 'static/media/cv.11111111.tex', kinds: { Experience: 'experience' }, cvClass: 'altacv' },
    { lang: 'fa', dir: 'rtl', file: 'static/media/cv.22222222.tex', kinds: { 'سوابق کاری': 'experience' }, cvClass: 'altacv' },
  ],
};
const TEXTS: Record<string, string> = {
  'https://site.dev/cv/static/media/cv.11111111.tex': '\\cvsection{Experience}\\cvevent{Engineer}{Acme}{2020}{Leeds}',
  'https://site.dev/cv/static/media/cv.22222222.tex': '\\cvsection{سوابق کاری}\\cvevent{مهندس}{آکمه}{۱۴۰۰}{تهران}',
};

function settled(store: CvStore): Promise<CvState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = store.getState();
      if (state.status === 'ready' || state.status === 'failed') resolve(state);
    };
    store.subscribe(check);
    check();
  });
}

const fetchFile = async (url: string) => {
  const text = TEXTS[url];
  if (text === undefined) throw new Error(`HTTP 404 for ${url}`);
  return text;
};

it("shows the CV of the page's language that content.json names, from the remote's folder, with its language", async () => {
  const store = createContentCvStore(async () => CONTENT, 'fa', 'https://site.dev/cv/', fetchFile);
  store.load();
  const state = await settled(store);
  expect(state.status).toBe('ready');
  expect(state.status === 'ready' && state.cv.sections.map((section) => [section.title, section.kind])).toEqual([['سوابق کاری', 'experience']]);
  expect(store.language).toEqual({ lang: 'fa', dir: 'rtl' });
});

it('shows the main CV on a page in a language without its own', async () => {
  const store = createContentCvStore(async () => CONTENT, 'de', 'https://site.dev/cv/', fetchFile);
  store.load();
  expect((await settled(store)).status).toBe('ready');
  expect(store.language).toEqual({ lang: 'en', dir: 'ltr' });
});

it('fails when content.json does not arrive or names no CV, and Retry reads content.json again', async () => {
  const loadContent = jest.fn<Promise<CvContent>, []>().mockRejectedValueOnce(new Error('HTTP 503')).mockResolvedValueOnce({ backgrounds: {}, cv: [] }).mockResolvedValue(CONTENT);
  const store = createContentCvStore(loadContent, 'en', 'https://site.dev/cv/', fetchFile);
  store.load();
  expect((await settled(store)).status).toBe('failed');
  store.retry();
  expect((await settled(store)).status).toBe('failed');
  store.retry();
  expect((await settled(store)).status).toBe('ready');
  expect(loadContent).toHaveBeenCalledTimes(3);
});
