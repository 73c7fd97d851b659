import { act, useEffect, useState } from 'react';
import { startOnEntryDocument } from './entryDocument';
import { startPlace } from './startPlace';

function SlowPost({ ready }: { ready: Promise<void> }) {
  const [shown, setShown] = useState(false);
  useEffect(() => void ready.then(() => setShown(true)), [ready]);
  return shown ? <article className="post">The post, from the app</article> : <p role="status">Loading…</p>;
}

function entryDocument() {
  document.body.innerHTML = '<div id="root" data-start="post:tide-tables"><article class="post">The post, prerendered</article></div>';
  return document.getElementById('root')!;
}

afterEach(() => jest.useRealTimers());

it("keeps the prerendered post until the app shows it, then the app's page takes its place", async () => {
  const container = entryDocument();
  let show = () => undefined as void;
  const ready = new Promise<void>((resolve) => (show = resolve));
  await act(async () => startOnEntryDocument(container, <SlowPost ready={ready} />));
  expect(document.body.textContent).toBe('The post, prerendered');
  await act(async () => show());
  expect(document.body.textContent).toBe('The post, from the app');
  expect(document.getElementById('root')?.dataset.start).toBe('post:tide-tables');
});

it('shows the app anyway when its page never settles (a slow network): what it shows then says why', async () => {
  jest.useFakeTimers();
  const container = entryDocument();
  await act(async () => startOnEntryDocument(container, <SlowPost ready={new Promise(() => undefined)} />));
  expect(document.body.textContent).toBe('The post, prerendered');
  await act(async () => jest.advanceTimersByTime(12_000));
  expect(document.body.textContent).toBe('Loading…');
});

it("reads the place a document starts on: a post's, or home for anything else", () => {
  entryDocument();
  expect(startPlace()).toBe('post:tide-tables');
  document.body.innerHTML = '<div id="root"></div>';
  expect(startPlace()).toBe('home');
  document.body.innerHTML = '<div id="root" data-start="post:../../evil"></div>';
  expect(startPlace()).toBe('home');
});
