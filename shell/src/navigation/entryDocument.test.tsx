import { act, useEffect, useState } from 'react';
import type { Place } from '@portfolio/shared';
import { startOnEntryDocument } from './entryDocument';

/** The app as a post's document shows it: a loading state until its post has arrived. */
let ready: Promise<void> = Promise.resolve();

function SlowPost({ start }: { start: Place }) {
  const [shown, setShown] = useState(false);
  useEffect(() => void ready.then(() => setShown(true)), []);
  return shown ? <article className="post">{`${start}, from the app`}</article> : <p role="status">Loading…</p>;
}

function entryDocument(start = 'post:tide-tables') {
  document.body.innerHTML = `<div id="root" data-start="${start}"><article class="post">The post, prerendered</article></div>`;
  return document.getElementById('root')!;
}

afterEach(() => jest.useRealTimers());

it("keeps the prerendered post until the app shows it, then the app's page takes its place", async () => {
  const container = entryDocument();
  let show = () => undefined as void;
  ready = new Promise<void>((resolve) => (show = resolve));
  await act(async () => startOnEntryDocument(container, SlowPost));
  expect(document.body.textContent).toBe('The post, prerendered');
  await act(async () => show());
  expect(document.body.textContent).toBe('post:tide-tables, from the app');
  expect(document.getElementById('root')?.dataset.start).toBe('post:tide-tables');
});

it('shows the app anyway when its page never settles (a slow network): what it shows then says why', async () => {
  jest.useFakeTimers();
  const container = entryDocument();
  ready = new Promise(() => undefined);
  await act(async () => startOnEntryDocument(container, SlowPost));
  expect(document.body.textContent).toBe('The post, prerendered');
  await act(async () => jest.advanceTimersByTime(12_000));
  expect(document.body.textContent).toBe('Loading…');
});

it.each([
  ['post:tide-tables', 'post:tide-tables'],
  ['page:now', 'page:now'],
  ['post:../../evil', 'home'],
  ['page:a/b', 'home'],
  ['nowhere', 'home'],
])('starts the app on the place its document names (%s), or on home for anything else', async (named, started) => {
  ready = Promise.resolve();
  await act(async () => startOnEntryDocument(entryDocument(named), SlowPost));
  expect(document.body.textContent).toBe(`${started}, from the app`);
});
