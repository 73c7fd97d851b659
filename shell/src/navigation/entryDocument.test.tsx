import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ENTRY_DATA_ID, PAGE_CONTENT_ID, POST_PAGE_MODULE, pageContext, type EntryData, type PageContent, type PostBody } from '@portfolio/shared';
import { App } from '../App';
import { renderEntry } from '../prerender';
import { loadRemote } from '../remotes/federation';
import { forgetRemoteComponent } from '../remotes/remoteComponents';
import { startOnEntryDocument } from './entryDocument';

jest.mock('../remotes/federation', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

const POST: PostBody = {
  title: 'Tide tables in the browser',
  date: '2026-03-14T00:00:00.000Z',
  updated: null,
  tags: ['web'],
  words: 9,
  body: [
    { t: 'p', c: ['Low water at ', { t: 'code', c: ['06:12'] }, ', and ', { t: 'a', a: { post: 'hello' }, c: ['the first post'] }, '.'] },
    { t: 'h2', a: { id: 'sources' }, c: ['Sources'] },
  ],
};

/** The sample content, as the page carries it (jest/setupDom.js). */
const content = JSON.parse(document.getElementById(PAGE_CONTENT_ID)?.textContent ?? '{}') as PageContent;

const FILE: EntryData = { base: 'writing/', file: 'static/media/post-0a1b2c3d.json' };

/** The Writing remote's files: the post's, or none. */
let served: Record<string, unknown> = {};
beforeEach(() => {
  served = { [`http://localhost/${FILE.base}${FILE.file}`]: POST };
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    const body = served[String(url)];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body };
  }) as unknown as typeof fetch;
});

/** A post's document as the build writes it: the prerendered app on the post, the name of its file after it. */
function entryDocument(start: string, data: EntryData | null = FILE) {
  const prerendered = renderEntry(pageContext(), content, 'post:tide-tables', POST, 'writing/');
  document.body.innerHTML = `<div id="root" data-start="${start}">${prerendered}</div>`;
  if (data) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = ENTRY_DATA_ID;
    script.textContent = JSON.stringify(data);
    document.body.append(script);
  }
  return document.getElementById('root')!;
}

afterEach(() => {
  jest.mocked(loadRemote).mockClear();
  forgetRemoteComponent(POST_PAGE_MODULE);
});

it('hydrates the prerendered post: the very same elements come alive, and no remote loads', async () => {
  const errors = jest.spyOn(console, 'error');
  const container = entryDocument('post:tide-tables');
  const article = container.querySelector('article.post');
  await act(async () => startOnEntryDocument(container, App));
  expect(container.querySelector('article.post')).toBe(article);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tide tables in the browser');
  // Alive: React holds the page (a prerendered page that was never hydrated has no fiber).
  expect(Object.keys(article!).some((key) => key.startsWith('__reactFiber'))).toBe(true);
  expect(errors).not.toHaveBeenCalled();
  expect(loadRemote).not.toHaveBeenCalled();
  errors.mockRestore();
});

it("is the site once hydrated: a link to another post opens it in the site, from the Writing remote", async () => {
  const container = entryDocument('post:tide-tables');
  await act(async () => startOnEntryDocument(container, App));
  await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'the first post' })));
  expect(container.querySelector('main')?.dataset.page).toBe('post:hello');
  expect(loadRemote).toHaveBeenCalledWith(POST_PAGE_MODULE);
});

it('Back on the post leads to the Writing list', async () => {
  const container = entryDocument('post:tide-tables');
  await act(async () => startOnEntryDocument(container, App));
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Back/ })));
  expect(container.querySelector('main')?.dataset.page).toBe('writing');
});

it("stays as the build wrote it when the post's file cannot be had: readable, nothing replaced", async () => {
  served = {};
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const container = entryDocument('post:tide-tables');
  const article = container.querySelector('article.post');
  await act(async () => startOnEntryDocument(container, App));
  expect(container.querySelector('article.post')).toBe(article);
  expect(container.textContent).toContain('Low water at 06:12');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining(FILE.file));
  expect(loadRemote).not.toHaveBeenCalled();
  warn.mockRestore();
});

it.each([
  ['post:../../evil', 'home'],
  ['page:a/b', 'home'],
  ['nowhere', 'home'],
])('starts on home when its document names no place (%s)', async (named, started) => {
  const container = entryDocument(named);
  await act(async () => startOnEntryDocument(container, App));
  expect(container.querySelector('main')?.dataset.page).toBe(started);
});

it('renders its place from the Writing remote where the document carries no data (npm start prerenders nothing)', async () => {
  const container = entryDocument('post:tide-tables', null);
  container.replaceChildren();
  await act(async () => startOnEntryDocument(container, App));
  expect(container.querySelector('main')?.dataset.page).toBe('post:tide-tables');
  await waitFor(() => expect(loadRemote).toHaveBeenCalledWith(POST_PAGE_MODULE));
});
